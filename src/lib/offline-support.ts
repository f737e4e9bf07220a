import { urlSegmentOf, type AppLocale } from '@/i18n/locales';

/**
 * What the pages, the service worker (src/service-worker/) and the build (scripts/build-site/service-worker.mjs)
 * agree on: one definition each of the worker's URL, the offline pages' paths and the messages they exchange.
 */

/** At the site's root, so its scope is the whole site. Served `no-cache` like every unhashed file. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The page a visitor sees offline in place of a page this phone has not saved yet (src/pages/[lang]/offline.astro). */
export function offlinePagePath(locale: AppLocale): string {
  return `/${urlSegmentOf(locale)}/offline`;
}

/** The answer to a contact form posted with no network: saved, and sent later (src/pages/[lang]/message-saved.astro). */
export function savedMessagePagePath(locale: AppLocale): string {
  return `/${urlSegmentOf(locale)}/message-saved`;
}

/** Page → worker: send the messages saved offline now (the page came back online). */
export const SEND_SAVED_MESSAGES = 'SEND_SAVED_MESSAGES';
/** Worker → pages: saved messages were delivered (`count` of them). */
export const SAVED_MESSAGES_SENT = 'SAVED_MESSAGES_SENT';

/**
 * The worker's JSON answer to the island's post when the network failed and the message was saved on the phone
 * (`data` of the `{ success, msg, data }` envelope). The worker sends it later with the same idempotency key.
 */
export interface SavedOfflineAnswer {
  savedOffline: true;
}

export function isSavedOfflineAnswer(data: unknown): data is SavedOfflineAnswer {
  return typeof data === 'object' && data !== null && 'savedOffline' in data && data.savedOffline === true;
}
