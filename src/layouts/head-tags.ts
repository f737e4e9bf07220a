import { locales, type AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import { getPathname, type PagePath } from '@/i18n/paths';
import { absoluteUrl, alternateLanguages, openGraphLocaleOf, shareImagePath } from '@/site/seo';
import { siteConfig } from '@/site/site-config';

/** The <head> of a page as plain tags, for PageLayout.astro to print. */
export type HeadTags = {
  title: string;
  description?: string;
  canonical?: string;
  /** hreflang → absolute URL, x-default included. */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
  /** `<meta property>` (Open Graph) and `<meta name>` (Twitter, robots) pairs, in order. */
  properties: ReadonlyArray<{ property: string; content: string }>;
  names: ReadonlyArray<{ name: string; content: string }>;
};

/** Each page's title and description messages (Metadata). */
const PAGE_METADATA = {
  '/': { title: 'title', description: 'description' },
  '/d': { title: 'downloadTitle', description: 'downloadDescription' },
  '/privacy': { title: 'privacyTitle', description: 'privacyDescription' },
} as const satisfies Record<PagePath, { title: string; description: string }>;

/** Title, description, canonical, hreflang, Open Graph and Twitter tags of a page in a language. */
export function pageHeadTags(locale: AppLocale, path: PagePath): HeadTags {
  const t = translatorOf(locale, 'Metadata');
  const brand = { name: siteConfig.name };
  const title = t(PAGE_METADATA[path].title, brand);
  const description = t(PAGE_METADATA[path].description, brand);
  const url = absoluteUrl(getPathname({ locale, href: path }));
  const image = { url: absoluteUrl(shareImagePath(locale)), width: 1200, height: 630, alt: t('shareImageAlt', brand) };

  return {
    title,
    description,
    canonical: url,
    alternates: Object.entries(alternateLanguages(path)).map(([hreflang, href]) => ({ hreflang, href: absoluteUrl(href) })),
    properties: [
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:site_name', content: siteConfig.name },
      { property: 'og:locale', content: openGraphLocaleOf(locale) },
      ...locales.filter((other) => other !== locale).map((other) => ({ property: 'og:locale:alternate', content: openGraphLocaleOf(other) })),
      { property: 'og:image', content: image.url },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
      { property: 'og:type', content: 'website' },
    ],
    names: [
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image.url },
      { name: 'twitter:image:alt', content: image.alt },
    ],
  };
}

/** The <head> of a page kept out of search results (the 404 pages, the offline pages): its title and the site's description. */
export function unlistedHeadTags(locale: AppLocale, title: string): HeadTags {
  return {
    title,
    // Every page carries the site's description, these too.
    description: translatorOf(locale, 'Metadata')('description'),
    alternates: [],
    properties: [],
    names: [{ name: 'robots', content: 'noindex, follow' }],
  };
}

/** The <head> of a 404 page. */
export function notFoundHeadTags(locale: AppLocale, namespace: 'NotFound' | 'UnsupportedLocale'): HeadTags {
  return unlistedHeadTags(locale, translatorOf(locale, namespace)('title'));
}
