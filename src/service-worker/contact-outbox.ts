import { BackgroundSyncQueue, BackgroundSyncQueueStore, StorableRequest } from 'serwist';
import { defaultLocale, localeFromUrlSegment, locales, type AppLocale } from '@/i18n/locales';
import { LEAD_SOURCE_HEADER, OFFLINE_QUEUE_SOURCE, SAVED_MESSAGES_SENT, savedMessagePagePath, type SavedOfflineAnswer } from '@/lib/offline-support';

declare const self: ServiceWorkerGlobalScope;

const CONTACT_PATH = '/api/contact';
/** The IndexedDB queue of messages saved on the phone (Serwist's background sync store). */
const QUEUE_NAME = 'contact-messages';

/** The server could not take the message now (down, busy, rate-limited): keep it and try again later. */
function isWorthRetrying(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** The server answered "not now": the message stays for Background Sync or the next page, not for a quick retry. */
class KeptForLater extends Error {}

/**
 * When a page reports the network back and the send still fails to connect, it is tried again after these pauses:
 * a phone often says "online" a moment before a request can get through (the radio up, the route not yet), and
 * Background Sync may not come for minutes, or at all where the browser lacks it. The message event's `waitUntil`
 * keeps the worker alive meanwhile.
 */
const RECONNECT_RETRY_DELAYS_MS = [1_000, 3_000, 10_000];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The form's language, from its `locale` field (the native form's urlencoded body or the island's JSON). */
function localeOfMessage(contentType: string, body: ArrayBuffer): AppLocale {
  const text = new TextDecoder().decode(body);
  let value: unknown = null;
  try {
    value = contentType.includes('json') ? (JSON.parse(text) as { locale?: unknown }).locale : new URLSearchParams(text).get('locale');
  } catch {
    // Not the form's body: the default language answers.
  }
  if (typeof value !== 'string') return defaultLocale;
  return locales.find((locale) => locale === value) ?? localeFromUrlSegment(value) ?? defaultLocale;
}

/**
 * The contact form's post, with or without the page's scripts (the native form navigates, the island fetches):
 * - it goes to the network first, always with an idempotency key (the island's, else one made here), so a retry
 *   after a lost answer stores one lead;
 * - when the network fails, the message is saved in IndexedDB and the visitor is told so in the form's language:
 *   the native form is sent on to the offline page's "message saved" panel (a 303, so a reload does not post again;
 *   ./page-cache.ts answers it from the kept page), the island gets a 202 it shows in place;
 * - saved messages are sent on Background Sync where the browser has it, else (and also) when a page of the site is
 *   opened or comes back online. Each stays stored until the server has answered it, so a worker stopped mid-send
 *   sends it again with the same key: the server stores it once. It carries LEAD_SOURCE_HEADER, so the sales team
 *   sees that it came from the phone's queue.
 */
export function createContactOutbox() {
  const store = new BackgroundSyncQueueStore(QUEUE_NAME);
  let sending: Promise<void> | undefined;
  /** Delivered, and no page has been told yet: a page opened online may get here before its toasts can show. */
  let unannounced = 0;
  /** The pages whose scripts listen for the news (each asked to send, src/scripts/offline-support.ts). */
  const listeningPages = new Set<string>();

  async function announceDelivered(): Promise<void> {
    if (unannounced === 0) return;
    const pages = (await self.clients.matchAll({ type: 'window' })).filter((client) => listeningPages.has(client.id));
    // Read after the wait: another caller may have announced meanwhile (each delivery is told once).
    const count = unannounced;
    if (pages.length === 0 || count === 0) return;
    unannounced = 0;
    for (const page of pages) page.postMessage({ type: SAVED_MESSAGES_SENT, count });
  }

  async function sendAll(): Promise<void> {
    for (const entry of await store.getAll()) {
      // Offline still: this throws and the message stays (a sync event then tries again later).
      const response = await fetch(new StorableRequest(entry.requestData).toRequest());
      if (isWorthRetrying(response.status)) throw new KeptForLater(`contact message kept: the server answered ${response.status}`);
      // Answered: stored (2xx), or refused for good (4xx: no retry can change that answer).
      await store.deleteEntry(entry.id);
      if (response.ok) unannounced += 1;
    }
  }

  /** Sends every saved message, oldest first; one run at a time, whoever asks (sync, a page, a navigation). */
  async function sendSaved(): Promise<void> {
    sending ??= sendAll().finally(() => {
      sending = undefined;
    });
    try {
      await sending;
    } finally {
      await announceDelivered();
    }
  }

  /**
   * A page's script asks (at its start, and when it comes back online): it listens from now on, and anything saved
   * goes out now, or after a short pause or two if the network is not through yet.
   */
  async function sendSavedFor(page: Client | MessagePort | ServiceWorker | null): Promise<void> {
    if (page && 'id' in page) listeningPages.add(page.id);
    for (const delay of RECONNECT_RETRY_DELAYS_MS) {
      try {
        return await sendSaved();
      } catch (error) {
        if (error instanceof KeptForLater) throw error;
      }
      await pause(delay);
    }
    return sendSaved();
  }

  // Registers the sync tag on each save; in browsers without Background Sync it calls onSync at each worker start.
  const queue = new BackgroundSyncQueue(QUEUE_NAME, { onSync: sendSaved });

  function answerSaved(isNavigation: boolean, locale: AppLocale): Response {
    if (isNavigation) return Response.redirect(new URL(savedMessagePagePath(locale), self.location.origin).href, 303);
    const data: SavedOfflineAnswer = { savedOffline: true };
    return Response.json({ success: true, msg: 'saved offline', data }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
  }

  const matches = (url: URL) => url.pathname === CONTACT_PATH;

  async function handle(request: Request): Promise<Response> {
    const isNavigation = request.mode === 'navigate';
    const body = await request.arrayBuffer();
    const headers = new Headers(request.headers);
    if (!headers.has('idempotency-key')) headers.set('Idempotency-Key', crypto.randomUUID());
    const message = new Request(request.url, {
      method: 'POST',
      headers,
      body,
      credentials: 'same-origin',
      // A navigation may only be answered with the redirect itself, never a followed one.
      redirect: isNavigation ? 'manual' : 'follow',
    });
    try {
      return await fetch(message.clone());
    } catch {
      headers.set(LEAD_SOURCE_HEADER, OFFLINE_QUEUE_SOURCE);
      await queue.pushRequest({ request: new Request(message, { headers }) });
      return answerSaved(isNavigation, localeOfMessage(headers.get('content-type') ?? '', body));
    }
  }

  return { matches, handle, sendSaved, sendSavedFor };
}
