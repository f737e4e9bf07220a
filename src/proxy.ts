import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isPagePath, localeFromUrlSegment, routing, type AppLocale, type PagePath } from '@/i18n/routing';
import { contentSecurityPolicyFor, FALLBACK_ROUTE } from '@/security/csp';

/** Maps `/en/...` and `/zh_cn/...` onto the `[locale]` routes (`/zh_cn/d` → `/zh-CN/d`). */
const handleI18nRouting = createMiddleware(routing);

/**
 * next-intl's middleware serves the pages under a language prefix. The rest is done here, because next-intl
 * would answer it with a redirect or a 200 where the site answers otherwise:
 * - `/` and `/d` serve English with 200. With `localePrefix: 'always'` next-intl redirects them to `/en...`;
 *   `'as-needed'` would serve them but redirect `/en` to `/` (https://github.com/amannn/next-intl/issues/594).
 * - `/{unsupported}` and `/{unsupported}/d` get the unsupported-language 404; every other path the 404 page of its
 *   language (English when it has none). These are ordinary prerendered pages served with status 404: a page that
 *   calls notFound() answers with an empty client-rendered shell in Next 16.4, unreadable without JavaScript
 *   (https://github.com/vercel/next.js/issues/62228). next-intl would pass such paths on, or redirect them to `/en/...`.
 * Every page gets the Content-Security-Policy of its prerendered route (src/security/csp.ts).
 */
export function proxy(request: NextRequest) {
  const segments = request.nextUrl.pathname.split('/').filter(Boolean);
  const [first = '', ...rest] = segments;

  // API routes only pass through for their security header; unmatched ones answer with the global 404 page.
  if (first === 'api' && rest.length > 0) return withCsp(NextResponse.next(), FALLBACK_ROUTE);

  const locale = localeFromUrlSegment(first);
  const pageAfterFirst = pathOf(rest);
  if (locale) {
    if (isPagePath(pageAfterFirst)) return withCsp(handleI18nRouting(request), routeOf(locale, pageAfterFirst));
    return rewriteTo(request, routeOf(locale, '/page-not-found'), 404);
  }

  const page = pathOf(segments);
  if (isPagePath(page)) return rewriteTo(request, routeOf(routing.defaultLocale, page));
  if (isPagePath(pageAfterFirst)) return rewriteTo(request, routeOf(routing.defaultLocale, '/unsupported-language'), 404);
  return rewriteTo(request, routeOf(routing.defaultLocale, '/page-not-found'), 404);
}

function pathOf(segments: ReadonlyArray<string>): string {
  return `/${segments.join('/')}`;
}

/** The `[locale]` route that renders `page`, e.g. `/zh-CN/d`; the 404 pages live beside the pages. */
function routeOf(locale: AppLocale, page: PagePath | '/page-not-found' | '/unsupported-language'): string {
  return page === '/' ? `/${locale}` : `/${locale}${page}`;
}

function rewriteTo(request: NextRequest, route: string, status?: 404) {
  const url = request.nextUrl.clone();
  url.pathname = route;
  return withCsp(NextResponse.rewrite(url, status ? { status } : undefined), route);
}

/** Sends the Content-Security-Policy of the prerendered page `route` (see src/security/csp.ts). */
function withCsp(response: NextResponse, route: string) {
  response.headers.set('Content-Security-Policy', contentSecurityPolicyFor(route));
  return response;
}

export const config = {
  // Everything but Next's assets and files served from public/ or metadata routes (API routes only get the CSP).
  // Not /api/contact either: its answers (JSON, and a script-free page for no-JavaScript posts) keep the static
  // policy of next.config.ts, and running the proxy cost about a tenth of each submission's CPU.
  matcher: [
    '/((?!_next/|api/contact$|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$|manifest\\.webmanifest$|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|txt|xml|js|css|map|woff2?)$).*)',
  ],
};
