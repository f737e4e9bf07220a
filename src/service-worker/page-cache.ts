import { NetworkFirst, type RouteHandlerCallback, type RouteMatchCallback, type Serwist, type SerwistPlugin } from 'serwist';
import { defaultLocale, localeFromUrlSegment } from '@/i18n/locales';
import { pageOfPathname, pathnamesOf } from '@/i18n/paths';
import { offlinePagePath } from '@/lib/offline-support';

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

/** Fetches `url` and keeps the answer in `cache` if it is a page's. */
async function fetchIntoCache(cache: Cache, url: string, init?: RequestInit): Promise<void> {
  const response = await fetch(url, init).catch(() => undefined);
  if (isPageAnswer(response)) await cache.put(pageKeyOf(url), response);
}

const keepOnlyPages: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageKeyOf(request.url),
  cacheWillUpdate: async ({ response }) => (isPageAnswer(response) ? response : null),
};

/**
 * The site's pages (`/en`, `/zh_cn/d`, …): from the network whenever it answers, so a visitor always gets the current
 * site, each answer kept in this build's page cache. With no network: the saved copy (under any of the page's
 * paths, `/d` for `/en/d`), else the offline page in the path's language.
 * Kept: the pages open when the worker installs (the page the visitor is on), the pages visited since, and the
 * neighbours the page asks for when idle (src/scripts/offline-support.ts, Serwist's CACHE_URLS message).
 */
export function createPageCache(serwist: Serwist, buildId: string) {
  const cacheName = `${PAGE_CACHE_PREFIX}${buildId}`;
  const network = new NetworkFirst({ cacheName, plugins: [keepOnlyPages] });

  async function savedCopyOf(url: URL): Promise<Response | undefined> {
    const page = pageOfPathname(url.pathname);
    const cache = await caches.open(cacheName);
    for (const pathname of page ? pathnamesOf(page) : [url.pathname]) {
      const saved = await cache.match(pathname);
      if (saved) return saved;
    }
    return serwist.matchPrecache(offlinePagePath(page?.locale ?? localeOfUnknownPath(url.pathname)));
  }

  // A page's path (a navigation, or a CACHE_URLS request), and any other navigation on the site but the API: offline,
  // an unknown path gets the offline page rather than the browser's error.
  const matches: RouteMatchCallback = ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    (pageOfPathname(url.pathname) !== null || (request.mode === 'navigate' && !url.pathname.startsWith('/api/')));

  const handle: RouteHandlerCallback = async (options) => {
    try {
      return await network.handle(options);
    } catch {
      return (await savedCopyOf(options.url)) ?? Response.error();
    }
  };

  /** Install: keep the pages open in the browser now, i.e. the page the visitor is on (from the HTTP cache). */
  async function saveOpenPages(): Promise<void> {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const cache = await caches.open(cacheName);
    await Promise.all(
      windows
        .map((client) => new URL(client.url))
        .filter((url) => url.origin === self.location.origin && pageOfPathname(url.pathname))
        .map((url) => fetchIntoCache(cache, url.pathname)),
    );
  }

  /**
   * Activate: the pages an older build kept are fetched again from this build and the old copies dropped, so a page
   * opened offline never mixes this build's files with an older build's page. A page that cannot be fetched now is
   * dropped (it would reference files this build no longer has).
   */
  async function replaceOlderBuilds(): Promise<void> {
    const current = await caches.open(cacheName);
    const older = (await caches.keys()).filter((name) => name.startsWith(PAGE_CACHE_PREFIX) && name !== cacheName);
    for (const name of older) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) await fetchIntoCache(current, request.url, { cache: 'no-cache' });
      await caches.delete(name);
    }
  }

  return { matches, handle, saveOpenPages, replaceOlderBuilds };
}

/** The language of a path that is no page: its first segment's (`/zh_cn/…`), else the default. */
function localeOfUnknownPath(pathname: string) {
  return localeFromUrlSegment(pathname.split('/')[1] ?? '') ?? defaultLocale;
}
