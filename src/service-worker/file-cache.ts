import { fetchFromHttpCache, replaceOlderCaches } from './build-caches';

declare const self: ServiceWorkerGlobalScope;

const FILE_CACHE_PREFIX = 'files-';

/** The build's own files: hashed scripts, styles and images under /_astro/, and the model diagrams. */
function isBuildFilePath(pathname: string): boolean {
  return pathname.startsWith('/_astro/') || pathname.startsWith('/model/');
}

/**
 * The site's files a page uses (its CSS, the page chrome's scripts, the contact island with React, images), in this
 * build's file cache. Nothing is fetched ahead: a file is kept when a page loads it, from the response itself, or,
 * for what a page loaded before the worker controlled it, from the browser's HTTP cache. So the island is kept once
 * the visitor neared the form, and a lazy image once it was shown.
 * `hashedFiles`: this build's /_astro/ paths (the build lists them): an update carries over the files whose name,
 * and so whose content, did not change.
 */
export function createFileCache(buildId: string, hashedFiles: ReadonlySet<string>) {
  const cacheName = `${FILE_CACHE_PREFIX}${buildId}`;
  const open = () => caches.open(cacheName);

  const matches = (url: URL) => isBuildFilePath(url.pathname);

  /** The kept copy, else the network, kept when it is the file itself (200). */
  async function handle(event: FetchEvent): Promise<Response> {
    const cache = await open();
    const kept = await cache.match(event.request);
    if (kept) return kept;
    const response = await fetch(event.request);
    if (response.status === 200) event.waitUntil(cache.put(event.request, response.clone()));
    return response;
  }

  /** Keeps the build files among `paths` that a page loaded before the worker controlled it (HTTP cache only). */
  async function keepLoaded(paths: readonly string[]): Promise<void> {
    const cache = await open();
    for (const path of paths) {
      if (!isBuildFilePath(new URL(path, self.location.origin).pathname) || (await cache.match(path))) continue;
      const response = await fetchFromHttpCache(path);
      if (response) await cache.put(path, response);
    }
  }

  /** Activate: an older build's files that this build still has, unchanged, are kept; the rest go. */
  function replaceOlderBuilds(): Promise<void> {
    return replaceOlderCaches(FILE_CACHE_PREFIX, cacheName, async (current, request, older) => {
      const { pathname, search } = new URL(request.url);
      if (search || !hashedFiles.has(pathname)) return;
      const response = await older.match(request);
      if (response) await current.put(request, response);
    });
  }

  return { matches, handle, keepLoaded, replaceOlderBuilds };
}
