// One push to one device through web-push (https://github.com/web-push-libs/web-push), which does the protocol: it
// signs a VAPID JWT for the push service's origin (RFC 8292), encrypts the payload to the device's keys (aes128gcm,
// RFC 8291 and RFC 8188) and POSTs it to the endpoint with the TTL, Urgency and Topic headers (RFC 8030).
import webpush from 'web-push';
import type { PushSubscriptionRow } from '@/server/db/schema';
import { describeError } from '@/server/error-cause';
import type { VapidDetails } from './vapid-keys';

/** What the push service did with a push: took it, called the device gone (404, 410), or failed (retry later). */
export type PushResult = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; reason: string };

export interface PushOptions {
  vapid: VapidDetails;
  /** How long the push service keeps the push for a device that is offline, in seconds. */
  ttlSeconds: number;
  /** A push waiting on the push service is replaced by a newer one with the same topic (≤ 32 base64url characters). */
  topic?: string;
}

/** A push service that hangs must not hold the outbox: it answers in well under a second when it works. */
const PUSH_TIMEOUT_MS = 10_000;
/**
 * How long a push service's VAPID header is reused. web-push signs a new JWT for each push unless given one (an ES256
 * signature and a key conversion: a fifth of a push's CPU in the bench, where a lead goes to 50 devices); RFC 8292 §2
 * lets a token be reused until it expires, and web-push's expire after 12 hours.
 */
const VAPID_HEADER_REUSE_MS = 3_600_000;
const vapidHeaders = new Map<string, { authorization: string; until: number }>();

/** The `Authorization: vapid t=…, k=…` header for the push service of `endpoint`, signed by web-push, reused for a while. */
function vapidAuthorization(endpoint: string, vapid: VapidDetails): string {
  const audience = new URL(endpoint).origin;
  const key = `${audience} ${vapid.publicKey}`;
  const known = vapidHeaders.get(key);
  if (known && known.until > Date.now()) return known.authorization;
  const authorization = webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm').Authorization;
  // Push services are a handful of origins; WNS has one per data centre. Bounded all the same.
  if (vapidHeaders.size >= 1_000) vapidHeaders.clear();
  vapidHeaders.set(key, { authorization, until: Date.now() + VAPID_HEADER_REUSE_MS });
  return authorization;
}

/** Sends `payload` (JSON) to `device`; never throws. The reason of a failure holds no endpoint, key or payload. */
export async function sendPush(device: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>, payload: string, options: PushOptions): Promise<PushResult> {
  try {
    await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
      // The VAPID details' header, made once per push service (above) instead of for every push.
      headers: { Authorization: vapidAuthorization(device.endpoint, options.vapid) },
      TTL: options.ttlSeconds,
      // A new lead wakes the phone at once (RFC 8030 §5.3): the point is calling back within minutes.
      urgency: 'high',
      contentEncoding: 'aes128gcm',
      topic: options.topic,
      timeout: PUSH_TIMEOUT_MS,
    });
    return { kind: 'sent' };
  } catch (error) {
    if (error instanceof webpush.WebPushError) {
      if (error.statusCode === 404 || error.statusCode === 410) return { kind: 'gone' };
      return { kind: 'failed', reason: `push service answered ${error.statusCode}` };
    }
    const cause = describeError(error);
    return { kind: 'failed', reason: `push request failed (${cause.code ?? cause.type})` };
  }
}
