/**
 * What the worker's two caches of a build share (./page-cache.ts, ./file-cache.ts): each build keeps its own cache,
 * named by the build's id, so nothing of an older build is ever mixed into a page of this one.
 */

/**
 * The browser's HTTP cache's copy of one of the site's own paths, and never the network: what a page has already
 * loaded is kept without a second download. Undefined when the HTTP cache has none (the browser then sees a 504).
 */
export async function fetchFromHttpCache(path: string): Promise<Response | undefined> {
  const response = await fetch(path, { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => undefined);
  return response?.ok ? response : undefined;
}

/**
 * Activate: every entry of an older build's cache (`prefix` + another id) is handed to `carryOver`, which may put
 * something in this build's cache; then the older cache is deleted.
 */
export async function replaceOlderCaches(
  prefix: string,
  currentName: string,
  carryOver: (current: Cache, request: Request, older: Cache) => Promise<void>,
): Promise<void> {
  const current = await caches.open(currentName);
  const older = (await caches.keys()).filter((name) => name.startsWith(prefix) && name !== currentName);
  for (const name of older) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) await carryOver(current, request, cache);
    await caches.delete(name);
  }
}
