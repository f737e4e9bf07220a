import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration, readDuration } from './duration';

describe('parseDuration', () => {
  it("reads LEAD_REALERT_AFTER and LEAD_ANSWER_WITHIN in the rate limit's units", () => {
    expect(parseDuration('10m')).toBe(600_000);
    expect(parseDuration('30s')).toBe(30_000);
    expect(parseDuration(' 1h ')).toBe(3_600_000);
    expect(parseDuration('d')).toBe(86_400_000);
  });

  it('rejects anything else', () => {
    for (const bad of ['', '10', '10x', '5/10m', '0s', '-1m', 'ten minutes']) expect(() => parseDuration(bad), bad).toThrow(/Invalid duration/);
  });
});

describe('readDuration', () => {
  it('answers undefined instead of throwing', () => {
    expect(readDuration('5m')).toBe(300_000);
    for (const bad of ['', '0m', '5 minutes', '5/m']) expect(readDuration(bad), bad).toBeUndefined();
  });
});

describe('formatDuration', () => {
  it('says minutes, or seconds under a minute, in the reader’s language', () => {
    expect(formatDuration(5 * 60_000, 'en')).toBe('5 min');
    expect(formatDuration(10 * 60_000 + 20_000, 'zh-CN')).toBe('10分钟');
    expect(formatDuration(2_000, 'en')).toBe('2 sec');
    expect(formatDuration(2_000, 'zh-CN')).toBe('2秒');
  });
});
