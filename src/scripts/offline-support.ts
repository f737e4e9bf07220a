import { KEEP_PAGE, SAVED_MESSAGES_SENT, SEND_SAVED_MESSAGES, SERVICE_WORKER_URL, type KeepPageMessage } from '@/lib/offline-support';
import { CHROME_HOOKS, findHook } from '@/lib/page-chrome/chrome-hooks';
import { showToast } from '@/lib/toast';

/** Connections on which nothing is fetched for later: 2G, and the visitor's own Save-Data setting. */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

/** The visitor asked their browser to save data, or the connection is 2G: the worker downloads nothing on its own. */
export function isSavingData(): boolean {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };
  return connection?.saveData === true || SLOW_CONNECTIONS.has(connection?.effectiveType ?? '');
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5_000 });
  else setTimeout(run, 1_000);
}

/** This page's path, then the site's own files it has loaded so far (the worker keeps those it knows as build files). */
function pageAndLoadedPaths(): string[] {
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin)
    .map((url) => `${url.pathname}${url.search}`);
  return [location.pathname, ...new Set(loaded)];
}

/**
 * The page's side of the offline support (src/service-worker/sw.ts):
 * - registers the worker when the browser is idle, after the page is usable (this module runs after `load`);
 * - once the worker controls the page (and again when an update takes over), asks it to keep this page and the files
 *   it loaded, from the HTTP cache, and the offline pages of this language unless the visitor saves data
 *   (KeepPageMessage). Nothing else is fetched for later: other pages are kept when the visitor opens them;
 * - at start and back online, asks it to send the messages saved offline at once (Background Sync may come later, or
 *   never);
 * - says so in a toast when saved messages have been delivered (its text: the chrome root's attribute, translated
 *   at build), also those the worker delivered as this page opened, before this module ran.
 * With no service worker support, or registration refused, the site works as it does without one.
 */
export function startOfflineSupport(signal?: AbortSignal): void {
  if (!('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  const sentMessage = findHook(CHROME_HOOKS.savedMessageSent)?.getAttribute(CHROME_HOOKS.savedMessageSent);
  workers.addEventListener(
    'message',
    (event: MessageEvent<{ type?: string } | null>) => {
      if (event.data?.type === SAVED_MESSAGES_SENT && sentMessage) showToast(sentMessage, { variant: 'success' });
    },
    { signal },
  );
  // Now (the page listens: news of messages the worker delivered before it could show them comes now) and back online.
  const askToSend = () => workers.controller?.postMessage({ type: SEND_SAVED_MESSAGES });
  askToSend();
  window.addEventListener('online', askToSend, { signal });
  const keepPage = () => {
    const message: KeepPageMessage = { type: KEEP_PAGE, paths: pageAndLoadedPaths(), offlinePage: !isSavingData() };
    workers.controller?.postMessage(message);
  };
  // A first visit: the worker claims the page once it is active. An update: the new worker takes over.
  workers.addEventListener('controllerchange', keepPage, { signal });
  whenIdle(async () => {
    try {
      await workers.register(SERVICE_WORKER_URL);
      if (!signal?.aborted) keepPage();
    } catch {
      // No worker (refused, or a browser's private mode): the site works as it does without one.
    }
  });
}
