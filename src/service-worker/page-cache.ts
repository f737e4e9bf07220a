import { locales, type AppLocale } from '@/i18n/locales';
import { localeOfPath, pageOfPathname, pathnamesOf } from '@/i18n/paths';
import { isNeverKeptPath, offlinePagePath } from '@/lib/offline-support';
import { fetchFromHttpCache, replaceOlderCaches } from './build-caches';

declare const self: ServiceWorkerGlobalScope;

const PAGE_CACHE_PREFIX = 'pages-';

/** A page's one key in the cache: its path, without the query (`?utm_source=…` shows the same page). */
function pageKeyOf(url: string | URL): string {
  return new URL(url, self.location.origin).pathname;
}

/** Only a page's real answer is kept: not a 404, not a redirect, not an error. */
function isPageAnswer(response: Response | undefined): response is Response {
  return response?.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html');
}

/**
 * The site's pages (`/en`, `/zh_cn/d`, …) and the offline page of the visitor's languages, in this build's page cache.
 * - A page comes from the network whenever it answers, so a visitor always gets the current site; each answer is
 *   kept from the response itself (no second download).
 * - With no network: the kept copy (under any of the page's paths, `/d` for `/en/d`), else the offline page, in the
 *   path's language if the phone keeps it, else in the language the visitor has read.
 * - The offline page of a language is the only page fetched without being opened: once per language the visitor
 *   reads, and never with Save-Data or on 2G (the page says so, src/scripts/offline-support.ts).
 */
export function createPageCache(buildId: string) {
  const cacheName = `${PAGE_CACHE_PREFIX}${buildId}`;
  const open = () => caches.open(cacheName);

  /** The first kept page among `paths`. */
  async function firstKept(paths: readonly string[]): Promise<Response | undefined> {
    const cache = await open();
    for (const path of paths) {
      const kept = await cache.match(path);
      if (kept) return kept;
    }
    return undefined;
  }

  /**
   * The kept copy of the page at `url` (the offline page's own address among them), else the offline page, in the
   * path's language if kept, else in a language the visitor has read.
   */
  async function savedCopyOf(url: URL): Promise<Response | undefined> {
    const page = pageOfPathname(url.pathname);
    const locale = localeOfPath(url.pathname);
    const offlinePages = [locale, ...locales.filter((other) => other !== locale)].map(offlinePagePath);
    return firstKept([...(page ? pathnamesOf(page) : [url.pathname]), ...offlinePages]);
  }

  // A page's path, and any other navigation on the site but the paths never kept: offline, an unknown path gets the
  // offline page rather than the browser's error.
  const matches = (url: URL, request: Request) => !isNeverKeptPath(url.pathname) && (pageOfPathname(url.pathname) !== null || request.mode === 'navigate');

  async function handle(event: FetchEvent): Promise<Response> {
    const url = new URL(event.request.url);
    try {
      const response = await fetch(event.request);
      if (isPageAnswer(response)) event.waitUntil(open().then((cache) => cache.put(pageKeyOf(url), response.clone())));
      return response;
    } catch {
      return (await savedCopyOf(url)) ?? Response.error();
    }
  }

  /** Keeps the page open in a tab, from the browser's HTTP cache (the page was just shown: no download). */
  async function keepOpenPage(path: string): Promise<void> {
    const cache = await open();
    const key = pageKeyOf(path);
    if (!pageOfPathname(key) || (await cache.match(key))) return;
    const response = await fetchFromHttpCache(key);
    if (isPageAnswer(response)) await cache.put(key, response);
  }

  /** Fetches the offline page of `locale`, unless this build keeps it already. */
  async function keepOfflinePage(locale: AppLocale): Promise<void> {
    const cache = await open();
    const path = offlinePagePath(locale);
    if (await cache.match(path)) return;
    const response = await fetch(path).catch(() => undefined);
    if (isPageAnswer(response)) await cache.put(path, response);
  }

  /**
   * Activate: the pages an older build kept (the offline pages among them) are fetched again from this build and the
   * old copies dropped, so a page opened offline never mixes this build's files with an older build's page. A page
   * that cannot be fetched now is dropped (it would reference files this build no longer has).
   */
  function replaceOlderBuilds(): Promise<void> {
    return replaceOlderCaches(PAGE_CACHE_PREFIX, cacheName, async (current, request) => {
      const response = await fetch(request.url, { cache: 'no-cache' }).catch(() => undefined);
      if (isPageAnswer(response)) await current.put(pageKeyOf(request.url), response);
    });
  }

  return { matches, handle, keepOpenPage, keepOfflinePage, replaceOlderBuilds };
}
