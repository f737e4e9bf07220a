import { neighbourPagesOf, pageOfPathname, pathnamesOf } from '@/i18n/paths';
import { SAVED_MESSAGES_SENT, SEND_SAVED_MESSAGES, SERVICE_WORKER_URL } from '@/lib/offline-support';
import { CHROME_HOOKS, findHook } from './chrome-hooks';
import { showToast } from './toaster';

/** The visitor asked their browser to save data: nothing is fetched for later. */
function isSaveDataOn(): boolean {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
  return connection?.saveData === true;
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5_000 });
  else setTimeout(run, 1_000);
}

/** The neighbours of this page (the other language's, this language's other pages) this phone has not kept yet. */
async function unsavedNeighbours(): Promise<string[]> {
  const page = pageOfPathname(location.pathname);
  if (!page) return [];
  const paths = neighbourPagesOf(page).flatMap((neighbour) => pathnamesOf(neighbour).slice(0, 1));
  const saved = await Promise.all(paths.map((path) => caches.match(path).catch(() => undefined)));
  return paths.filter((_, index) => !saved[index]);
}

/**
 * The page's side of the offline support (src/service-worker/sw.ts):
 * - registers the worker when the browser is idle, after the page is usable (this module runs after `load`);
 * - once it is active, asks it to keep this page's neighbours the phone has not kept yet, unless Save-Data is on
 *   (the worker itself keeps the page the visitor is on, at install);
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
  whenIdle(async () => {
    try {
      await workers.register(SERVICE_WORKER_URL);
      const { active } = await workers.ready;
      if (isSaveDataOn() || signal?.aborted) return;
      const urlsToCache = await unsavedNeighbours();
      // Serwist's own message: the worker fetches each through its page route, which keeps it.
      if (urlsToCache.length > 0) active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
    } catch {
      // No worker (refused, or a browser's private mode): the site works as it does without one.
    }
  });
}
