import { localeFromUrlSegment, routing, urlSegmentOf, type AppLocale } from '@/i18n/routing';

/**
 * The Astro pages' view of the locales. The list itself is src/i18n/routing.ts (shared with the Next site until the
 * switch): `en` and `zh_cn` in URLs, `en` and `zh-CN` everywhere else (`<html lang>`, hreflang, `Intl`).
 */
export type { AppLocale } from '@/i18n/routing';
export const defaultLocale: AppLocale = routing.defaultLocale;
export const locales: ReadonlyArray<AppLocale> = routing.locales;

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
