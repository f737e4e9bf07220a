import { urlSegmentOf, type AppLocale } from '@/i18n/locales';
import type { LeadSource } from './inbox/vocabulary';
import { isInboxPath } from './inbox-path';
import { isApiPath } from './routes/api-path';

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

/** The anchor of the offline page's panel that says a message posted with no network is saved, and sent later. */
export const SAVED_MESSAGE_ANCHOR = 'message-saved';

/** Where the worker sends a contact form posted with no network: the offline page, showing the saved message's panel. */
export function savedMessagePagePath(locale: AppLocale): string {
  return `${offlinePagePath(locale)}#${SAVED_MESSAGE_ANCHOR}`;
}

/**
 * Paths the worker never routes, so never keeps: the API (answers are the server's business, and a stale one is
 * wrong) and the sales team's private inbox. The worker reads the API's and the inbox's paths, not the route table,
 * whose inbox routes the public build must not name.
 */
export function isNeverKeptPath(pathname: string): boolean {
  return isApiPath(pathname) || isInboxPath(pathname);
}

/**
 * Page → worker, once the worker controls the page: keep this page and the site's files it has already loaded, read
 * from the browser's HTTP cache (nothing is downloaded again), and, when `offlinePage` is true (no Save-Data, no
 * 2G), the offline page in this page's language, the one download the worker makes on its own.
 */
export const KEEP_PAGE = 'KEEP_PAGE';
export interface KeepPageMessage {
  type: typeof KEEP_PAGE;
  /** Same-origin paths (with their query): the page's own, then the files it loaded. */
  paths: string[];
  offlinePage: boolean;
}

export function isKeepPageMessage(data: unknown): data is KeepPageMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, paths, offlinePage } = data as Partial<KeepPageMessage>;
  return type === KEEP_PAGE && Array.isArray(paths) && paths.every((path) => typeof path === 'string') && typeof offlinePage === 'boolean';
}

/**
 * On a contact post the worker saved offline and sends later: where the lead came from (the sales team's inbox shows
 * it). A post that reached the server at once has no such header.
 */
export const LEAD_SOURCE_HEADER = 'X-Lead-Source';
export const OFFLINE_QUEUE_SOURCE = 'offline-queue' satisfies LeadSource;

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
