import { localeFromUrlSegment, urlSegmentOf } from '@/i18n/locales';
import { isPagePath } from '@/i18n/paths';

/**
 * The prerendered page (under dist/client, without `.html`) that answers a path no page or file matched, with
 * status 404:
 * - `/{lang}/anything` → that language's not-found page;
 * - `/{unsupported}` and `/{unsupported}/d` (a page path after an unknown first segment) → unsupported-language;
 * - `/api/anything` → the site-wide not-found page (English);
 * - anything else → the English not-found page.
 * Pure: the server checks the files exist at start (src/server/http/not-found-files.ts).
 */
export type NotFoundPage = 'en/page-not-found' | 'zh_cn/page-not-found' | 'en/unsupported-language' | '404';

export function notFoundPageOf(pathname: string): NotFoundPage {
  const segments = pathname.split('/').filter(Boolean);
  const [first = '', ...rest] = segments;
  if (first === 'api' && rest.length > 0) return '404';
  const locale = localeFromUrlSegment(first);
  // Typed as the page files that exist: the two locales' segments are `en` and `zh_cn`.
  if (locale) return `${urlSegmentOf(locale) as 'en' | 'zh_cn'}/page-not-found`;
  if (isPagePath(`/${rest.join('/')}`)) return 'en/unsupported-language';
  return 'en/page-not-found';
}
