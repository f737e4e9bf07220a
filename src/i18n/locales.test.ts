import { describe, expect, it } from 'vitest';
import { localeOfSegment, localeStaticPaths } from './locales';
import { messagesOf, translatorOf } from './messages';
import { getPathname } from './paths';

describe('site i18n', () => {
  it('makes one page per locale, `zh_cn` in the URL and `zh-CN` as the locale', () => {
    expect(localeStaticPaths()).toEqual([
      { params: { lang: 'en' }, props: { locale: 'en' } },
      { params: { lang: 'zh_cn' }, props: { locale: 'zh-CN' } },
    ]);
  });

  it('maps URL segments back to locales and refuses any other', () => {
    expect(localeOfSegment('zh_cn')).toBe('zh-CN');
    expect(localeOfSegment('en')).toBe('en');
    expect(() => localeOfSegment('zh-CN')).toThrow(/zh-CN/);
    expect(() => localeOfSegment(undefined)).toThrow();
  });

  it('gives each page its localized path', () => {
    expect(getPathname({ locale: 'en', href: '/' })).toBe('/en');
    expect(getPathname({ locale: 'zh-CN', href: '/d' })).toBe('/zh_cn/d');
  });

  it('loads each locale its own messages', () => {
    expect(translatorOf('zh-CN', 'NotFound')('backHome')).toBe(messagesOf('zh-CN').NotFound.backHome);
    expect(messagesOf('zh-CN').NotFound.backHome).not.toBe(messagesOf('en').NotFound.backHome);
  });
});
