import { describe, expect, it } from 'vitest';
import { getPathname, pageOfPathname, pathnamesOf } from './paths';

describe('pageOfPathname', () => {
  it('reads the page and language of every address a page has', () => {
    expect(pageOfPathname('/')).toEqual({ locale: 'en', path: '/' });
    expect(pageOfPathname('/en')).toEqual({ locale: 'en', path: '/' });
    expect(pageOfPathname('/d')).toEqual({ locale: 'en', path: '/d' });
    expect(pageOfPathname('/en/d')).toEqual({ locale: 'en', path: '/d' });
    expect(pageOfPathname('/zh_cn')).toEqual({ locale: 'zh-CN', path: '/' });
    expect(pageOfPathname('/zh_cn/d')).toEqual({ locale: 'zh-CN', path: '/d' });
  });

  it('knows no page at any other path', () => {
    for (const pathname of ['/fr', '/zh-CN', '/en/offline', '/api/contact', '/sw.js', '/_astro/client.js', '/en/d/x', '/zh_cn/zh_cn']) {
      expect(pageOfPathname(pathname), pathname).toBeNull();
    }
  });
});

describe('pathnamesOf', () => {
  it('gives the prefixed address first, and the English pages their unprefixed one too', () => {
    expect(pathnamesOf({ locale: 'en', path: '/' })).toEqual(['/en', '/']);
    expect(pathnamesOf({ locale: 'en', path: '/d' })).toEqual(['/en/d', '/d']);
    expect(pathnamesOf({ locale: 'zh-CN', path: '/d' })).toEqual(['/zh_cn/d']);
  });

  it('maps back to the same page from each address', () => {
    for (const page of [
      { locale: 'en', path: '/d' },
      { locale: 'zh-CN', path: '/' },
    ] as const) {
      for (const pathname of pathnamesOf(page)) expect(pageOfPathname(pathname)).toEqual(page);
      expect(pathnamesOf(page)[0]).toBe(getPathname({ locale: page.locale, href: page.path }));
    }
  });
});
