import { NextResponse, type NextRequest } from 'next/server';
import { localeFromUrlSegment, routing } from '@/i18n/routing';
import { contentSecurityPolicyFor, FALLBACK_ROUTE } from '@/security/csp';

/** The pages that exist under each language, as path segments after the locale. */
const PAGES: ReadonlyArray<ReadonlyArray<string>> = [[], ['d']];

function isPage(segments: ReadonlyArray<string>): boolean {
  return PAGES.some((page) => page.length === segments.length && page.every((part, i) => part === segments[i]));
}

function rewriteTo(request: NextRequest, pathname: string, status?: 404) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return withCsp(NextResponse.rewrite(url, status ? { status } : undefined), pathname);
}

/** Sends the Content-Security-Policy of the prerendered page `route` (see src/security/csp.ts). */
function withCsp(response: NextResponse, route: string) {
  response.headers.set('Content-Security-Policy', contentSecurityPolicyFor(route));
  return response;
}

/**
 * Maps public URLs onto the `[locale]` routes without redirects:
 * `/` and `/d` serve English; `/zh_cn/...` serves the `zh-CN` routes;
 * `/{unsupported}` and `/{unsupported}/d` get the unsupported-language 404;
 * every other path gets the 404 page of its language (English when it has none).
 *
 * The 404s are ordinary prerendered pages served with status 404: in Next 16.4 a page that
 * calls notFound() answers with a client-rendered shell, which breaks reading without JavaScript.
 */
export function proxy(request: NextRequest) {
  const segments = request.nextUrl.pathname.split('/').filter(Boolean);
  const [first, ...rest] = segments;

  // API routes only pass through for their security header; unmatched ones answer with the global 404 page.
  if (first === 'api' && rest.length > 0) return withCsp(NextResponse.next(), FALLBACK_ROUTE);
  if (first === undefined || isPage(segments)) {
    return rewriteTo(request, ['', routing.defaultLocale, ...segments].join('/'));
  }

  const locale = localeFromUrlSegment(first);
  if (locale) {
    if (isPage(rest)) return rewriteTo(request, ['', locale, ...rest].join('/'));
    return rewriteTo(request, `/${locale}/page-not-found`, 404);
  }

  if (isPage(rest)) return rewriteTo(request, `/${routing.defaultLocale}/unsupported-language`, 404);
  return rewriteTo(request, `/${routing.defaultLocale}/page-not-found`, 404);
}

export const config = {
  // Everything but Next's assets and files served from public/ or metadata routes (API routes only get the CSP).
  // Not /api/contact either: its answers (JSON, and a script-free page for no-JavaScript posts) keep the static
  // policy of next.config.ts, and running the proxy cost about a tenth of each submission's CPU (issue 5).
  matcher: [
    '/((?!_next/|api/contact$|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$|manifest\\.webmanifest$|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|txt|xml|js|css|map|woff2?)$).*)',
  ],
};
