// The one shape of a notification's payload: the server writes it (src/server/push/push-payload.ts), encrypted to each
// device, and the inbox's service worker reads it (src/service-worker/inbox/inbox-sw.ts).
import { isInboxPath } from '@/lib/inbox-path';

/** What every push carries. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a tap opens: a path of the inbox on this site. */
  url: string;
  /** A lead's notifications share it, so its re-alert replaces the first instead of adding a second. */
  tag: string;
}

/**
 * `url` when it is a path of the inbox on this site, else undefined: a tap never opens another site or a public page,
 * whatever a push (or a notification's data) said.
 */
export function inboxPathOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return undefined;
  return isInboxPath(new URL(url, 'http://inbox.invalid').pathname) ? url : undefined;
}

/**
 * The payload of a push as the worker received it, or undefined when it is not one of ours. The url must be an inbox
 * path: a tap never opens another site or a public page, whatever a push said.
 */
export function readPushPayload(value: unknown): PushPayload | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { title, body, url, tag } = value as Record<string, unknown>;
  const path = inboxPathOf(url);
  if (typeof title !== 'string' || typeof body !== 'string' || typeof tag !== 'string' || !path) return undefined;
  return { title, body, url: path, tag };
}
