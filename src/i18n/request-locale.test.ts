import { describe, expect, it } from 'vitest';
import { inboxLocaleOf, visitorLocaleOf } from './request-locale';

describe('visitorLocaleOf', () => {
  it('reads the language from the referring page, then Accept-Language', () => {
    expect(visitorLocaleOf(new Headers({ referer: 'https://x.example/zh_cn#contact' }))).toBe('zh-CN');
    expect(visitorLocaleOf(new Headers({ referer: 'https://x.example/en', 'accept-language': 'zh-CN' }))).toBe('en');
    expect(visitorLocaleOf(new Headers({ 'accept-language': 'zh-CN,zh;q=0.9' }))).toBe('zh-CN');
    expect(visitorLocaleOf(new Headers({ 'accept-language': 'en-GB,zh;q=0.9' }))).toBe('en');
    expect(visitorLocaleOf(new Headers())).toBe('en');
  });
});

describe('inboxLocaleOf', () => {
  const url = (query = '') => new URL(`https://x.example/inbox${query}`);

  it('takes ?lang and remembers it, then the remembered one, then Accept-Language as the contact API reads it', () => {
    expect(inboxLocaleOf(url('?lang=zh_cn'), new Headers())).toEqual({
      locale: 'zh-CN',
      setCookie: 'inbox_lang=zh_cn; Path=/inbox; Max-Age=31536000; SameSite=Lax; HttpOnly',
    });
    expect(inboxLocaleOf(url(), new Headers({ cookie: 'a=1; inbox_lang=zh_cn', 'accept-language': 'en' }))).toEqual({ locale: 'zh-CN' });
    for (const accepted of ['zh', 'zh-Hans-CN;q=1', 'en', '']) {
      const headers = new Headers({ 'accept-language': accepted });
      expect(inboxLocaleOf(url(), headers).locale, accepted).toBe(visitorLocaleOf(headers));
    }
  });
});
