// Registers the inbox's own service worker on every inbox page (src/service-worker/inbox/inbox-sw.ts), so a phone that
// opened the inbox once gets its offline page and can receive notifications. After the page has loaded: the worker's
// install (two small offline pages) never competes with the page's own requests.
import { INBOX_WORKER_PATH, INBOX_WORKER_SCOPE } from '@/lib/inbox/inbox-app';

export function registerInboxWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const register = () => void win.navigator.serviceWorker.register(INBOX_WORKER_PATH, { scope: INBOX_WORKER_SCOPE }).catch(() => undefined);
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
