import { Serwist, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist';
import { SEND_SAVED_MESSAGES } from '@/lib/offline-support';
import { createContactOutbox } from './contact-outbox';
import { createPageCache } from './page-cache';

/**
 * The site's service worker (built by scripts/build-site/service-worker.mjs into dist/client/sw.js, registered by
 * src/scripts/offline-support.ts once the page is usable). With Serwist:
 * - precaches the build's CSS, scripts (the contact island among them), icons and the offline pages, so a page this
 *   phone has saved opens offline whole, with nothing from another build;
 * - pages: the network first, always; the saved copy only when the network fails (./page-cache.ts);
 * - the contact form's post: a message the network could not take is saved on the phone and sent later, exactly
 *   once (./contact-outbox.ts);
 * - everything else (the API, /api/leads, metrics, the admin endpoints, other origins) is not touched: never cached.
 * `skipWaiting` and `clientsClaim`: an update takes over at once. Safe because pages always come from the network
 * when it answers, and the saved pages are refetched from the new build when it activates.
 */

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    // The precache list, written into the built file by @serwist/build's injectManifest.
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** Changes with every page and file of the build (the build's `define`): names this build's page cache. */
declare const BUILD_ID: string;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
});

const pages = createPageCache(serwist, BUILD_ID);
const outbox = createContactOutbox(serwist);
serwist.registerCapture(pages.matches, pages.handle);
serwist.registerCapture(outbox.matches, outbox.handle, 'POST');

self.addEventListener('install', (event) => event.waitUntil(pages.saveOpenPages()));
self.addEventListener('activate', (event) => event.waitUntil(pages.replaceOlderBuilds()));
// A page opened with the network back (with or without its scripts) sends what was saved: the fallback for browsers
// without Background Sync, and the quickest path where it exists.
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.waitUntil(outbox.sendSaved().catch(() => undefined));
});
self.addEventListener('message', (event) => {
  if (event.data?.type === SEND_SAVED_MESSAGES) event.waitUntil(outbox.sendSavedFor(event.source).catch(() => undefined));
});

serwist.addEventListeners();
