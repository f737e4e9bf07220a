import { urlSegmentOf, type AppLocale } from './locales';

/** The pages that exist under each language, as paths after the locale prefix (not translated). */
const PAGE_PATHS = ['/', '/d'] as const;
export type PagePath = (typeof PAGE_PATHS)[number];

/** Whether `path` (after the locale prefix) is one of the pages. */
export function isPagePath(path: string): path is PagePath {
  return PAGE_PATHS.some((page) => page === path);
}

/** Every page, e.g. for the sitemap. */
export const pagePaths: ReadonlyArray<PagePath> = PAGE_PATHS;

/** The URL path of a page in a language, e.g. `{ locale: 'zh-CN', href: '/d' }` → `/zh_cn/d`; the home page has no trailing slash. */
export function getPathname({ locale, href }: { locale: AppLocale; href: PagePath }): string {
  return `/${urlSegmentOf(locale)}${href === '/' ? '' : href}`;
}
