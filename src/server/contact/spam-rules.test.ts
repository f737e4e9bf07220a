import { describe, expect, it } from 'vitest';
import { MIN_FILL_MS } from '@/lib/lead-fields';
import { parseSubmission } from './contact-submission';
import { judgeSpam } from './spam-rules';

describe('judgeSpam', () => {
  const json = (body: object) => judgeSpam(parseSubmission('json', JSON.stringify(body), 'en')!);
  const form = (body: string) => judgeSpam(parseSubmission('form', body, 'en')!);

  it('files a filled honeypot first, on any post', () => {
    expect(json({ website: 'x', fillMs: 60_000 })).toBe('honeypot');
    expect(json({ website: 'x' })).toBe('honeypot');
    expect(form('website=x')).toBe('honeypot');
  });

  it('files a fill time under 3 s as too fast, and passes 3 s or more however long', () => {
    expect(json({ fillMs: 0 })).toBe('too-fast');
    expect(json({ fillMs: MIN_FILL_MS - 1 })).toBe('too-fast');
    expect(json({ fillMs: 2_999.9 })).toBe('too-fast');
    expect(json({ fillMs: MIN_FILL_MS })).toBeUndefined();
    expect(json({ website: '', fillMs: 4_500 })).toBeUndefined();
    // A draft typed days ago and sent from a tab left open, or restored from storage: still a person.
    expect(json({ fillMs: 30 * 24 * 3_600_000 })).toBeUndefined();
  });

  it('reads no clock: a wall-clock start from any phone, however wrong, changes nothing', () => {
    const now = Date.now();
    for (const startedAt of [now, now + 600_000, now + 86_400_000, now - 90_000_000, now - 365 * 86_400_000, 0]) {
      expect(json({ fillMs: 4_500, startedAt }), String(startedAt)).toBeUndefined();
      expect(json({ fillMs: 1_000, startedAt }), String(startedAt)).toBe('too-fast');
    }
  });

  it('files a JSON post without a usable fill time as no-timing', () => {
    expect(json({})).toBe('no-timing');
    for (const fillMs of ['4500', null, true, [4500], -1, -0.5, { ms: 4500 }]) {
      expect(json({ fillMs }), JSON.stringify(fillMs)).toBe('no-timing');
      expect(json({ fillMs, startedAt: Date.now() - 60_000 }), JSON.stringify(fillMs)).toBe('no-timing');
    }
    expect(judgeSpam(parseSubmission('json', '{"fillMs":1e999}', 'en')!)).toBe('no-timing');
  });

  it('passes a page from before fill times, which sent only its wall-clock start', () => {
    expect(json({ startedAt: Date.now() + 86_400_000 })).toBeUndefined();
    expect(json({ startedAt: 'yesterday' })).toBe('no-timing');
  });

  it('judges a no-JavaScript form post by its honeypot alone', () => {
    expect(form('')).toBeUndefined();
    expect(form('fillMs=1&startedAt=1')).toBeUndefined();
  });
});
