import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fill-placeholders';

describe('fillPlaceholders', () => {
  it('fills every named argument it is given, each time it appears', () => {
    expect(fillPlaceholders('{count} / {max}', { count: 3, max: 2000 })).toBe('3 / 2000');
    expect(fillPlaceholders('{a}{a}', { a: 'x' })).toBe('xx');
  });

  it('leaves the arguments it is not given, and ICU syntax, as they are', () => {
    expect(fillPlaceholders('{count} / {max}', { max: 2000 })).toBe('{count} / 2000');
    expect(fillPlaceholders('{days, number} days', { days: 3 })).toBe('{days, number} days');
  });

  it('inserts a value as text: `$&` and the like are not replacement patterns', () => {
    expect(fillPlaceholders('e.g. {example}', { example: '$& $1' })).toBe('e.g. $& $1');
  });
});
