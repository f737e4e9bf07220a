/**
 * The one source of the site's locales. Inside the app a locale is a valid BCP 47 tag (`Intl`, `<html lang>`,
 * hreflang all need that); in URLs Simplified Chinese is spelled `zh_cn`, the product's own form, and the message
 * files are named like the URL segments (messages/zh_cn.json).
 */
export const locales = ['en', 'zh-CN'] as const;
export type AppLocale = (typeof locales)[number];
export const defaultLocale: AppLocale = 'en';

/** A stored locale (the language a lead wrote in) as one of ours: the default for one the site no longer has. */
export function storedLocaleOf(value: string): AppLocale {
  return locales.find((locale) => locale === value) ?? defaultLocale;
}

const URL_SEGMENTS = { en: 'en', 'zh-CN': 'zh_cn' } as const satisfies Record<AppLocale, string>;

/** URL segment of a locale, e.g. `zh-CN` → `zh_cn`. */
export function urlSegmentOf(locale: AppLocale): string {
  return URL_SEGMENTS[locale];
}

/** Maps a URL segment (`en`, `zh_cn`) to its locale; anything else is unsupported. */
export function localeFromUrlSegment(segment: string): AppLocale | undefined {
  return locales.find((locale) => urlSegmentOf(locale) === segment);
}

/** `getStaticPaths` of a `[lang]` page: one page per locale, its URL segment as `lang`, its locale as a prop. */
export function localeStaticPaths() {
  return locales.map((locale) => ({ params: { lang: urlSegmentOf(locale) }, props: { locale } }));
}

/** The locale of a `[lang]` segment; an unknown one is a build error, since only `localeStaticPaths` makes pages. */
export function localeOfSegment(segment: string | undefined): AppLocale {
  const locale = segment === undefined ? undefined : localeFromUrlSegment(segment);
  if (!locale) throw new Error(`No locale has the URL segment "${segment}"`);
  return locale;
}
