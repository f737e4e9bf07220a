import type { PagePath } from '@/i18n/routing';
import { brandIcons } from '@/lib/brand-icon';
import { absoluteUrl, buildPageMetadata } from '@/lib/seo';
import { siteConfig } from '@/lib/site-config';
import type { AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';

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

/** A field of a value typed by Next's wide Metadata unions, without casting. */
function field(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.entries(value).find(([name]) => name === key)?.[1];
}

/** A URL or a string of Next's Metadata as an absolute URL on SITE_URL (Next resolves them against metadataBase). */
function urlOf(value: unknown): string {
  if (value instanceof URL) return value.href;
  if (typeof value !== 'string') throw new Error('src/lib/seo.ts changed: a URL in its metadata is not a string');
  return value.startsWith('/') ? absoluteUrl(value) : value;
}

function textOf(value: unknown): string {
  if (typeof value !== 'string') throw new Error('src/lib/seo.ts changed: a text in its metadata is not a string');
  return value;
}

/**
 * Title, description, canonical, hreflang, Open Graph and Twitter tags of a page: src/lib/seo.ts builds them for the
 * Next site, and this prints the same values as Next does. The share images (/og/en.png, /og/zh_cn.png) keep the
 * Next site's URLs; the Astro build draws them in src/pages/og/[lang].png.ts.
 */
export function pageHeadTags(locale: AppLocale, path: PagePath): HeadTags {
  const t = translatorOf(locale, 'Metadata');
  const brand = { name: siteConfig.name };
  const title = path === '/d' ? t('downloadTitle', brand) : t('title', brand);
  const description = path === '/d' ? t('downloadDescription', brand) : t('description');
  const metadata = buildPageMetadata({ locale, path, title, description, imageAlt: t('shareImageAlt', brand) });

  const languages = field(metadata.alternates, 'languages');
  const alternates = Object.entries(typeof languages === 'object' && languages !== null ? languages : {}).map(
    ([hreflang, href]) => ({ hreflang, href: urlOf(href) }),
  );
  const og = metadata.openGraph;
  const ogImages = field(og, 'images');
  const image = Array.isArray(ogImages) ? ogImages[0] : ogImages;
  const imageUrl = urlOf(field(image, 'url'));
  const imageAlt = textOf(field(image, 'alt'));
  const alternateLocales = field(og, 'alternateLocale');
  const twitter = metadata.twitter;

  return {
    title,
    description,
    canonical: urlOf(field(metadata.alternates, 'canonical')),
    alternates,
    properties: [
      { property: 'og:title', content: textOf(field(og, 'title')) },
      { property: 'og:description', content: textOf(field(og, 'description')) },
      { property: 'og:url', content: urlOf(field(og, 'url')) },
      { property: 'og:site_name', content: textOf(field(og, 'siteName')) },
      { property: 'og:locale', content: textOf(field(og, 'locale')) },
      ...(Array.isArray(alternateLocales) ? alternateLocales : []).map((other) => ({
        property: 'og:locale:alternate',
        content: textOf(other),
      })),
      { property: 'og:image', content: imageUrl },
      { property: 'og:image:width', content: String(field(image, 'width')) },
      { property: 'og:image:height', content: String(field(image, 'height')) },
      { property: 'og:image:alt', content: imageAlt },
      { property: 'og:type', content: textOf(field(og, 'type')) },
    ],
    names: [
      { name: 'twitter:card', content: textOf(field(twitter, 'card')) },
      { name: 'twitter:title', content: textOf(field(twitter, 'title')) },
      { name: 'twitter:description', content: textOf(field(twitter, 'description')) },
      { name: 'twitter:image', content: imageUrl },
      { name: 'twitter:image:alt', content: imageAlt },
    ],
  };
}

/** The <head> of a 404 page: its title, and kept out of search results (as the Next site's not-found-metadata.ts). */
export function notFoundHeadTags(locale: AppLocale, namespace: 'NotFound' | 'UnsupportedLocale'): HeadTags {
  return {
    title: translatorOf(locale, namespace)('title'),
    // The Next site's locale layout gives every page the site's description; the 404 pages keep it.
    description: translatorOf(locale, 'Metadata')('description'),
    alternates: [],
    properties: [],
    names: [{ name: 'robots', content: 'noindex, follow' }],
  };
}

/** The favicon: the brand icon of src/lib/brand-icon.ts, a hashed static asset. */
export function brandIconUrl(): string {
  return textOf(field(field(brandIcons, 'icon'), 'url'));
}
