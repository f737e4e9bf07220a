import { defaultLocale, localeFromUrlSegment, urlSegmentOf, type AppLocale } from './locales';

/** The pages that exist under each language, as paths after the locale prefix (not translated). */
const PAGE_PATHS = ['/', '/d', '/privacy'] as const;
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

/** A page in a language: what a URL path shows. */
export interface LocalizedPage {
  locale: AppLocale;
  path: PagePath;
}

/**
 * The page a URL path shows, e.g. `/zh_cn/d` → Chinese `/d`; `/` and `/d` show the English pages without a prefix.
 * Null for any other path (a 404, an API route, a file).
 */
export function pageOfPathname(pathname: string): LocalizedPage | null {
  const segments = pathname.split('/').filter(Boolean);
  const locale = localeFromUrlSegment(segments[0] ?? '');
  const path = `/${(locale ? segments.slice(1) : segments).join('/')}`;
  return isPagePath(path) ? { locale: locale ?? defaultLocale, path } : null;
}

/** Every URL path that shows the same page: its own, and for the default language the one without a prefix. */
export function pathnamesOf({ locale, path }: LocalizedPage): string[] {
  const prefixed = getPathname({ locale, href: path });
  return locale === defaultLocale ? [prefixed, path] : [prefixed];
}

/** The language of any path: its page's, else its first segment's (`/zh_cn/offline`, `/zh_cn/no-such-page`), else the default. */
export function localeOfPath(pathname: string): AppLocale {
  return pageOfPathname(pathname)?.locale ?? localeFromUrlSegment(pathname.split('/')[1] ?? '') ?? defaultLocale;
}
