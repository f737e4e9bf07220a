import { describe, expect, it } from 'vitest';
import { estimateTextWidth, fitFontSize, wrapLabel } from './svg-text';

describe('svg text helpers', () => {
  it('counts a CJK character as a full em and Latin letters as less', () => {
    expect(estimateTextWidth('服务', 10)).toBe(20);
    expect(estimateTextWidth('ab', 10)).toBeLessThan(20);
  });

  it('keeps a label that fits on one line, and splits a long one at the middle space', () => {
    expect(wrapLabel('价值互动', 124, 17)).toEqual(['价值互动']);
    expect(wrapLabel('Emotional Interaction', 124, 17)).toEqual(['Emotional', 'Interaction']);
    expect(wrapLabel('Service Experience', 500, 17)).toEqual(['Service Experience']);
  });

  it('shrinks the font only when the text does not fit', () => {
    expect(fitFontSize('Goods', 200, 15)).toBe(15);
    const size = fitFontSize('Optimization', 80, 17);
    expect(size).toBeLessThan(17);
    expect(estimateTextWidth('Optimization', size)).toBeLessThanOrEqual(80);
  });
});
