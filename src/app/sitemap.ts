import type { MetadataRoute } from 'next';
import { getPathname } from '@/i18n/navigation';
import { pagePaths, routing } from '@/i18n/routing';
import { absoluteUrl, alternateLanguages } from '@/lib/seo';

export default function sitemap(): MetadataRoute.Sitemap {
  return pagePaths.flatMap((path) =>
    routing.locales.map((locale) => ({
      url: absoluteUrl(getPathname({ locale, href: path })),
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.6,
      alternates: {
        languages: Object.fromEntries(
          Object.entries(alternateLanguages(path)).map(([language, href]) => [language, absoluteUrl(href)]),
        ),
      },
    })),
  );
}
