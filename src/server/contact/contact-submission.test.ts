import { describe, expect, it } from 'vitest';
import { bodyKindOf, isSpamSubmission, localeFromHeaders, parseSubmission } from './contact-submission';

describe('parseSubmission', () => {
  it('reads JSON objects and urlencoded forms alike', () => {
    const json = parseSubmission('json', '{"name":"Ada","locale":"zh-CN","startedAt":123}', 'en');
    expect(json).toMatchObject({ fields: { name: 'Ada' }, locale: 'zh-CN', startedAt: 123 });
    const form = parseSubmission('form', 'name=Ada&locale=zh_cn&startedAt=123&idempotencyKey=k', 'en');
    expect(form).toMatchObject({ fields: { name: 'Ada' }, locale: 'zh-CN', startedAt: undefined, idempotencyKey: 'k' });
  });

  it('rejects bodies that are not an object', () => {
    for (const text of ['', '[]', 'null', '1', '{"a":']) expect(parseSubmission('json', text, 'en'), text).toBeUndefined();
  });

  it('falls back to the given locale', () => {
    expect(parseSubmission('json', '{"locale":"fr"}', 'zh-CN')?.locale).toBe('zh-CN');
  });
});

describe('isSpamSubmission', () => {
  const now = 1_800_000_000_000;
  const json = (extra: object) => ({ ...parseSubmission('json', '{}', 'en')!, ...extra });
  const form = (extra: object) => ({ ...parseSubmission('form', '', 'en')!, ...extra });
  it('flags a filled honeypot and a fill time under 3 s', () => {
    expect(isSpamSubmission(json({ website: 'x', startedAt: now - 60_000 }), now)).toBe(true);
    expect(isSpamSubmission(form({ website: 'x' }), now)).toBe(true);
    expect(isSpamSubmission(json({ startedAt: now - 2_999 }), now)).toBe(true);
  });
  it('flags a JSON post whose start time is missing, not a number, in the future or older than a day', () => {
    expect(isSpamSubmission(json({}), now)).toBe(true);
    for (const startedAt of ['123', `${now - 60_000}`, null, true, [now - 60_000]]) {
      expect(isSpamSubmission(parseSubmission('json', JSON.stringify({ startedAt }), 'en')!, now), JSON.stringify(startedAt)).toBe(true);
    }
    expect(isSpamSubmission(json({ startedAt: now + 2 * 60_000 + 1 }), now)).toBe(true);
    expect(isSpamSubmission(json({ startedAt: 0 }), now)).toBe(true);
    expect(isSpamSubmission(json({ startedAt: now - 24 * 3_600_000 - 1 }), now)).toBe(true);
  });
  it('passes people: empty honeypot and a fill time from 3 s to a day, or a clock a little ahead of ours', () => {
    expect(isSpamSubmission(json({ website: '', startedAt: now - 3_000 }), now)).toBe(false);
    expect(isSpamSubmission(json({ startedAt: now - 24 * 3_600_000 }), now)).toBe(false);
    expect(isSpamSubmission(json({ startedAt: now + 60_000 }), now)).toBe(false);
  });
  it('judges a no-JavaScript form post by its honeypot alone', () => {
    expect(isSpamSubmission(form({}), now)).toBe(false);
    expect(parseSubmission('form', 'startedAt=1', 'en')?.startedAt).toBeUndefined();
  });
});

describe('request helpers', () => {
  it('knows the two accepted content types', () => {
    expect(bodyKindOf('application/json; charset=utf-8')).toBe('json');
    expect(bodyKindOf('Application/X-WWW-Form-Urlencoded')).toBe('form');
    expect(bodyKindOf('multipart/form-data; boundary=x')).toBeUndefined();
    expect(bodyKindOf(null)).toBeUndefined();
  });
  it('guesses the language from the referring page, then Accept-Language', () => {
    expect(localeFromHeaders(new Headers({ referer: 'https://x.example/zh_cn#contact' }))).toBe('zh-CN');
    expect(localeFromHeaders(new Headers({ 'accept-language': 'zh-CN,zh;q=0.9' }))).toBe('zh-CN');
    expect(localeFromHeaders(new Headers())).toBe('en');
  });
});
