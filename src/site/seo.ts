import { defaultLocale, locales, urlSegmentOf, type AppLocale } from '@/i18n/locales';
import { getPathname, type PagePath } from '@/i18n/paths';
import { siteConfig } from './site-config';

const OPEN_GRAPH_LOCALE: Record<AppLocale, string> = { en: 'en_US', 'zh-CN': 'zh_CN' };

export function absoluteUrl(path: string): string {
  return `${siteConfig.url}${path}`;
}

/**
 * hreflang alternates of a page: one per locale, and x-default on English, which is also
 * what `/` and `/d` serve (so `/en` is the canonical URL of `/`, and `/en/d` of `/d`).
 */
export function alternateLanguages(path: PagePath): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [locale, getPathname({ locale, href: path })])),
    'x-default': getPathname({ locale: defaultLocale, href: path }),
  };
}

/** The build-time share image of a locale (written by src/pages/og/[lang].png.ts). */
export function shareImagePath(locale: AppLocale): string {
  return `/og/${urlSegmentOf(locale)}.png`;
}

/** A locale as Open Graph spells it (`og:locale`). */
export function openGraphLocaleOf(locale: AppLocale): string {
  return OPEN_GRAPH_LOCALE[locale];
}

/** schema.org Organization with name, address and a sales contact point. */
export function buildOrganizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: siteConfig.url,
    email: siteConfig.email,
    telephone: siteConfig.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: siteConfig.address,
      addressCountry: siteConfig.addressCountry,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: siteConfig.phone,
      email: siteConfig.email,
      areaServed: siteConfig.areaServed,
      availableLanguage: locales,
    },
  };
}
