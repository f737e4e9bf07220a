import { describe, expect, it } from 'vitest';
import { bodyKindOf, isSpamSubmission, localeFromHeaders, parseSubmission } from './contact-submission';

describe('parseSubmission', () => {
  it('reads JSON objects and urlencoded forms alike', () => {
    const json = parseSubmission('json', '{"name":"Ada","locale":"zh-CN","startedAt":123}', 'en');
    expect(json).toMatchObject({ fields: { name: 'Ada' }, locale: 'zh-CN', startedAt: 123 });
    const form = parseSubmission('form', 'name=Ada&locale=zh_cn&startedAt=123&idempotencyKey=k', 'en');
    expect(form).toMatchObject({ fields: { name: 'Ada' }, locale: 'zh-CN', startedAt: 123, idempotencyKey: 'k' });
  });

  it('rejects bodies that are not an object', () => {
    for (const text of ['', '[]', 'null', '1', '{"a":']) expect(parseSubmission('json', text, 'en'), text).toBeUndefined();
  });

  it('falls back to the given locale', () => {
    expect(parseSubmission('json', '{"locale":"fr"}', 'zh-CN')?.locale).toBe('zh-CN');
  });
});

describe('isSpamSubmission', () => {
  const now = 1_000_000;
  const of = (extra: object) => ({ ...parseSubmission('json', '{}', 'en')!, ...extra });
  it('flags a filled honeypot and a fill time under 3 s', () => {
    expect(isSpamSubmission(of({ website: 'x' }), now)).toBe(true);
    expect(isSpamSubmission(of({ startedAt: now - 2_999 }), now)).toBe(true);
  });
  it('passes people: empty honeypot, slow fill, no timestamp, or a clock ahead of ours', () => {
    expect(isSpamSubmission(of({ website: '' }), now)).toBe(false);
    expect(isSpamSubmission(of({ startedAt: now - 3_000 }), now)).toBe(false);
    expect(isSpamSubmission(of({}), now)).toBe(false);
    expect(isSpamSubmission(of({ startedAt: now + 60_000 }), now)).toBe(false);
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
