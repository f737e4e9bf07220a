import { describe, expect, it } from 'vitest';
import { parseRateLimit } from './rate-limit-spec';

describe('parseRateLimit', () => {
  it('reads count and window with a unit', () => {
    expect(parseRateLimit('5/10m')).toEqual({ limit: 5, windowMs: 600_000 });
    expect(parseRateLimit('100/1h')).toEqual({ limit: 100, windowMs: 3_600_000 });
    expect(parseRateLimit('30/90s')).toEqual({ limit: 30, windowMs: 90_000 });
    expect(parseRateLimit('1000/d')).toEqual({ limit: 1000, windowMs: 86_400_000 });
    expect(parseRateLimit(' 7 / 2m ')).toEqual({ limit: 7, windowMs: 120_000 });
  });

  it('rejects malformed or empty limits', () => {
    for (const bad of ['', '5', '5/10', '5/10x', '-1/1m', 'five/1m', '0/1m', '5/0m']) {
      expect(() => parseRateLimit(bad), bad).toThrow(/Invalid rate limit/);
    }
  });
});
