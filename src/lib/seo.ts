import type { Metadata } from 'next';
import { getPathname } from '@/i18n/navigation';
import { routing, urlSegmentOf, type AppLocale, type PagePath } from '@/i18n/routing';
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
    ...Object.fromEntries(routing.locales.map((locale) => [locale, getPathname({ locale, href: path })])),
    'x-default': getPathname({ locale: routing.defaultLocale, href: path }),
  };
}

/** The build-time share image of a locale (served by app/og/[image]). */
function shareImagePath(locale: AppLocale): string {
  return `/og/${urlSegmentOf(locale)}.png`;
}

type PageMetadataInput = {
  locale: AppLocale;
  path: PagePath;
  title: string;
  description: string;
  imageAlt: string;
};

/** Title, description, canonical, hreflang, Open Graph and Twitter tags of a localized page. */
export function buildPageMetadata({ locale, path, title, description, imageAlt }: PageMetadataInput): Metadata {
  const url = getPathname({ locale, href: path });
  const image = { url: shareImagePath(locale), width: 1200, height: 630, alt: imageAlt };
  return {
    title,
    description,
    alternates: { canonical: url, languages: alternateLanguages(path) },
    openGraph: {
      type: 'website',
      siteName: siteConfig.name,
      title,
      description,
      url,
      locale: OPEN_GRAPH_LOCALE[locale],
      alternateLocale: routing.locales.filter((other) => other !== locale).map((other) => OPEN_GRAPH_LOCALE[other]),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
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
      availableLanguage: routing.locales,
    },
  };
}
