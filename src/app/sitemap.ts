import type { MetadataRoute } from 'next';
import { localePath, routing } from '@/i18n/routing';
import { absoluteUrl, alternateLanguages, PAGE_PATHS } from '@/lib/seo';

export default function sitemap(): MetadataRoute.Sitemap {
  return PAGE_PATHS.flatMap((path) =>
    routing.locales.map((locale) => ({
      url: absoluteUrl(localePath(locale, path)),
      changeFrequency: 'monthly' as const,
      priority: path === '' ? 1 : 0.6,
      alternates: {
        languages: Object.fromEntries(
          Object.entries(alternateLanguages(path)).map(([language, href]) => [language, absoluteUrl(href)]),
        ),
      },
    })),
  );
}
