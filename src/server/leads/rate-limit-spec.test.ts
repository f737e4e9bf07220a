import { describe, expect, it } from 'vitest';
import { parseDuration, parseRateLimit } from './rate-limit-spec';

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

describe('parseDuration', () => {
  it('reads LEAD_REALERT_AFTER in the rate limit\'s units', () => {
    expect(parseDuration('10m')).toBe(600_000);
    expect(parseDuration('30s')).toBe(30_000);
    expect(parseDuration(' 1h ')).toBe(3_600_000);
    expect(parseDuration('d')).toBe(86_400_000);
  });

  it('rejects anything else', () => {
    for (const bad of ['', '10', '10x', '5/10m', '0s', '-1m', 'ten minutes']) expect(() => parseDuration(bad), bad).toThrow(/Invalid duration/);
  });
});
