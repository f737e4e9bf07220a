import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Wheat } from 'lucide';
import { Wheat as WheatIcon } from './icons';

describe('icons', () => {
  it('renders Lucide’s drawing as a decorative SVG styled by the shared icon class', () => {
    const markup = renderToStaticMarkup(<WheatIcon className="size-6 text-brand-700" />);
    expect(markup).toMatch(/^<svg viewBox="0 0 24 24" aria-hidden="true" class="icon size-6 text-brand-700">/);
    expect(markup.match(/<path /g)).toHaveLength(Wheat.length);
    expect(markup).toContain(`d="${Wheat[0][1].d}"`);
    // The stroke style lives in CSS, not on every icon.
    expect(markup).not.toContain('stroke=');
  });
});
