import { defineRouting } from 'next-intl/routing';

/**
 * The one source of locales. Inside the app a locale is a valid BCP 47 tag
 * (`Intl`, `<html lang>`, hreflang all need that); in URLs Simplified Chinese
 * is spelled `zh_cn`, the product's own form, through a custom prefix.
 */
export const routing = defineRouting({
  locales: ['en', 'zh-CN'],
  defaultLocale: 'en',
  localePrefix: {
    mode: 'always',
    prefixes: { en: '/en', 'zh-CN': '/zh_cn' },
  },
  localeDetection: false,
  localeCookie: false,
});

export type AppLocale = (typeof routing.locales)[number];

/** URL segment for each locale, e.g. `zh-CN` → `zh_cn`. */
export const urlSegmentByLocale: Record<AppLocale, string> = {
  en: 'en',
  'zh-CN': 'zh_cn',
};

/** Maps a URL segment (`en`, `zh_cn`) to its locale; anything else is unsupported. */
export function localeFromUrlSegment(segment: string): AppLocale | undefined {
  return routing.locales.find((locale) => urlSegmentByLocale[locale] === segment);
}

/** Path prefix of a locale's pages, e.g. `/zh_cn`. */
export function localePath(locale: AppLocale, path = ''): string {
  return `/${urlSegmentByLocale[locale]}${path}`;
}
