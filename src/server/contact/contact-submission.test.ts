import { describe, expect, it } from 'vitest';
import { bodyKindOf, parseSubmission } from './contact-submission';

describe('parseSubmission', () => {
  it('reads JSON objects and urlencoded forms alike', () => {
    const json = parseSubmission('json', '{"name":"Ada","locale":"zh-CN","fillMs":4500}', 'en');
    expect(json).toMatchObject({ fields: { name: 'Ada' }, locale: 'zh-CN', timing: { kind: 'measured', fillMs: 4500 } });
    const form = parseSubmission('form', 'name=Ada&locale=zh_cn&fillMs=4500&idempotencyKey=k', 'en');
    expect(form).toMatchObject({ fields: { name: 'Ada' }, locale: 'zh-CN', timing: { kind: 'none' }, idempotencyKey: 'k' });
  });

  it('rejects bodies that are not an object', () => {
    for (const text of ['', '[]', 'null', '1', '{"a":']) expect(parseSubmission('json', text, 'en'), text).toBeUndefined();
  });

  it('falls back to the given locale', () => {
    expect(parseSubmission('json', '{"locale":"fr"}', 'zh-CN')?.locale).toBe('zh-CN');
  });
});

describe('request helpers', () => {
  it('knows the two accepted content types', () => {
    expect(bodyKindOf('application/json; charset=utf-8')).toBe('json');
    expect(bodyKindOf('Application/X-WWW-Form-Urlencoded')).toBe('form');
    expect(bodyKindOf('multipart/form-data; boundary=x')).toBeUndefined();
    expect(bodyKindOf(null)).toBeUndefined();
  });
});
