import { defineRouting } from 'next-intl/routing';

/** Each locale's URL prefix; the message files are named like these segments (messages/zh_cn.json). */
const prefixes = { en: '/en', 'zh-CN': '/zh_cn' } as const;

/**
 * The one source of locales and pages. Inside the app a locale is a valid BCP 47 tag
 * (`Intl`, `<html lang>`, hreflang all need that); in URLs Simplified Chinese
 * is spelled `zh_cn`, the product's own form, through a custom prefix.
 * The URLs next-intl's middleware does not serve as the site needs are in src/proxy.ts.
 */
export const routing = defineRouting({
  locales: ['en', 'zh-CN'],
  defaultLocale: 'en',
  localePrefix: { mode: 'always', prefixes },
  // The pages that exist under each language, as paths after the locale prefix. Not translated: listing them here
  // makes `getPathname` (./navigation.ts) accept only these, and the proxy, sitemap and metadata read the same list.
  pathnames: {
    '/': '/',
    '/d': '/d',
  },
  localeDetection: false,
  localeCookie: false,
  // Every page names its alternates in <head> (src/lib/seo.ts), x-default on /en. next-intl's `Link` header would
  // add a second, different set: with `localePrefix: 'always'` its x-default is `/`.
  alternateLinks: false,
});

export type AppLocale = (typeof routing.locales)[number];
export type PagePath = keyof typeof routing.pathnames;

/** Whether `path` (after the locale prefix) is one of the pages. */
export function isPagePath(path: string): path is PagePath {
  return Object.hasOwn(routing.pathnames, path);
}

/** Every page, e.g. for the sitemap. */
export const pagePaths: ReadonlyArray<PagePath> = Object.keys(routing.pathnames).filter(isPagePath);

/** URL segment of a locale, its prefix without the slash, e.g. `zh-CN` → `zh_cn`. */
export function urlSegmentOf(locale: AppLocale): string {
  return prefixes[locale].slice(1);
}

/** Maps a URL segment (`en`, `zh_cn`) to its locale; anything else is unsupported. */
export function localeFromUrlSegment(segment: string): AppLocale | undefined {
  return routing.locales.find((locale) => urlSegmentOf(locale) === segment);
}
