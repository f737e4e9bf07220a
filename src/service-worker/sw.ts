import type { PrecacheEntry } from 'serwist';
import { localeOfPath } from '@/i18n/paths';
import { isKeepPageMessage, SEND_SAVED_MESSAGES, type KeepPageMessage } from '@/lib/offline-support';
import { createContactOutbox } from './contact-outbox';
import { createFileCache } from './file-cache';
import { createPageCache } from './page-cache';

/**
 * The site's service worker (built by scripts/build-site/service-worker.mjs into dist/client/sw.js, registered by
 * src/scripts/offline-support.ts once the page is usable). It downloads nothing ahead of the visitor:
 * - pages: the network first, always; the kept copy only when the network fails (./page-cache.ts). The offline
 *   page of the visitor's language is its one download of its own, and not even that with Save-Data or on 2G;
 * - the site's files: kept as the pages load them (./file-cache.ts), so the island is there offline once it loaded;
 * - the contact form's post: a message the network could not take is saved on the phone and sent later, exactly
 *   once (./contact-outbox.ts), with Serwist's background-sync queue;
 * - everything else (the API, the inbox, other origins) is not touched: never kept.
 * It takes over at once (skipWaiting, clients.claim). Safe because pages always come from the network when it
 * answers, and the kept pages are refetched from the new build when it activates.
 * Serwist's `Serwist` class (precache, router, strategies) is not used: with nothing to precache, the routing is the
 * fetch listener below. Serwist on the class was 9.4 KB of brotli, its queue alone is 3.0 KB (docs/offline.md).
 */

declare const self: ServiceWorkerGlobalScope & {
  // This build's files, written into the built file by @serwist/build's injectManifest.
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

/** Changes with every page and file of the build (the build's `define`): names this build's caches. */
declare const BUILD_ID: string;

const hashedFiles = new Set((self.__SW_MANIFEST ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.url)));
const files = createFileCache(BUILD_ID, hashedFiles);
const pages = createPageCache(BUILD_ID);
const outbox = createContactOutbox();

/** A page the worker now controls: keep it and what it loaded; the offline page of its language unless it saves data. */
async function keepPage(client: Client, { paths, offlinePage }: KeepPageMessage): Promise<void> {
  const [page = '', ...loaded] = paths;
  await Promise.all([pages.keepOpenPage(page), files.keepLoaded(loaded)]);
  if (offlinePage) await pages.keepOfflinePage(localeOfPath(new URL(client.url).pathname));
}

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(Promise.all([self.clients.claim(), pages.replaceOlderBuilds(), files.replaceOlderBuilds()])));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // A page opened with the network back (with or without its scripts) sends what was saved: the fallback for
  // browsers without Background Sync, and the quickest path where it exists.
  if (request.mode === 'navigate') event.waitUntil(outbox.sendSaved().catch(() => undefined));
  if (request.method === 'POST' && outbox.matches(url)) event.respondWith(outbox.handle(request));
  else if (request.method !== 'GET') return;
  else if (pages.matches(url, request)) event.respondWith(pages.handle(event));
  else if (files.matches(url)) event.respondWith(files.handle(event));
});

self.addEventListener('message', (event) => {
  const { data, source } = event;
  if (data?.type === SEND_SAVED_MESSAGES) event.waitUntil(outbox.sendSavedFor(source).catch(() => undefined));
  else if (isKeepPageMessage(data) && source && 'url' in source) event.waitUntil(keepPage(source, data).catch(() => undefined));
});
