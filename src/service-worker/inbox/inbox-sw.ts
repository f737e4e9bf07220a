import { urlSegmentOf, localeFromUrlSegment, defaultLocale, locales, type AppLocale } from '@/i18n/locales';
import { inboxPathOf, readPushPayload } from '@/lib/inbox/push-payload';
import { INBOX_OFFLINE_PATH, INBOX_APP_ICON_PATH, inboxOfflinePagePath } from '@/lib/inbox/inbox-app';

/**
 * The sales inbox's own service worker (built by scripts/build-site/service-worker.mjs into dist/inbox-app/inbox/sw.js,
 * registered by src/scripts/inbox-worker.ts with the inbox's scope). Apart from the public site's worker, which never
 * touches /inbox. It keeps no lead on the device:
 * - pages always come from the network; when it fails, the offline page of the person's language answers instead of
 *   the browser's error. Those two pages (no lead, no name) are all it keeps, fetched when it installs;
 * - a push becomes a notification (src/lib/inbox/push-payload.ts), and a tap opens its lead, in an open inbox window
 *   when there is one.
 */

declare const self: ServiceWorkerGlobalScope;

const CACHE = 'inbox-offline-v1';
/** Where the language of the person's last inbox page is remembered (a worker's memory ends when it stops). */
const LANGUAGE_KEY = `${INBOX_OFFLINE_PATH}/language`;

let language: AppLocale | undefined;

async function keepOfflinePages(): Promise<void> {
  const cache = await caches.open(CACHE);
  await cache.addAll(locales.map(inboxOfflinePagePath));
}

/** The inbox answers with its language (`Content-Language`, src/middleware.ts): remembered when it changes. */
async function rememberLanguage(response: Response): Promise<void> {
  const answered = localeFromUrlSegment((response.headers.get('content-language') ?? '').replace('-', '_').toLowerCase());
  if (!answered || answered === language) return;
  language = answered;
  const cache = await caches.open(CACHE);
  await cache.put(LANGUAGE_KEY, new Response(urlSegmentOf(answered)));
}

async function rememberedLanguage(cache: Cache): Promise<AppLocale> {
  if (language) return language;
  const kept = await cache.match(LANGUAGE_KEY);
  const segment = kept ? await kept.text() : '';
  return localeFromUrlSegment(segment) ?? (self.navigator.language.toLowerCase().startsWith('zh') ? 'zh-CN' : defaultLocale);
}

async function offlinePage(): Promise<Response> {
  const cache = await caches.open(CACHE);
  const page = await cache.match(inboxOfflinePagePath(await rememberedLanguage(cache)));
  return page ?? Response.error();
}

/** A page of the inbox: the network (with the navigation preload the worker turned on), else the offline page. */
async function navigate(event: FetchEvent): Promise<Response> {
  try {
    const response = ((await event.preloadResponse) as Response | undefined) ?? (await fetch(event.request));
    event.waitUntil(rememberLanguage(response).catch(() => undefined));
    return response;
  } catch {
    return offlinePage();
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepOfflinePages().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The page's request starts while the worker wakes up, instead of after it (a slow phone's worker takes 50-200 ms).
      await self.registration.navigationPreload?.enable();
      for (const name of await caches.keys()) if (name !== CACHE && name.startsWith('inbox-')) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  // Pages only (a form's post included): the inbox's data, its scripts and its live updates pass by untouched.
  if (event.request.mode === 'navigate') event.respondWith(navigate(event));
});

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = readPushPayload(event.data?.json());
  } catch {
    payload = undefined;
  }
  if (!payload) return;
  // `renotify`: a re-alert, with its lead's tag, sounds again instead of silently replacing the first.
  const options: NotificationOptions & { renotify: boolean } = {
    body: payload.body,
    tag: payload.tag,
    renotify: true,
    icon: INBOX_APP_ICON_PATH,
    data: { url: payload.url },
  };
  event.waitUntil(self.registration.showNotification(payload.title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(inboxPathOf(event.notification.data?.url) ?? '/inbox', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: false });
      const open = windows.find((client) => client.url === url) ?? windows[0];
      if (open) {
        const shown = open.url === url ? open : await open.navigate(url);
        await (shown ?? open).focus();
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
