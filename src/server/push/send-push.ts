// One push to one device through web-push (https://github.com/web-push-libs/web-push), which does the protocol: it
// signs a VAPID JWT for the push service's origin (RFC 8292), encrypts the payload to the device's keys (aes128gcm,
// RFC 8291 and RFC 8188) and POSTs it to the endpoint with the TTL, Urgency and Topic headers (RFC 8030).
import webpush from 'web-push';
import type { PushSubscriptionRow } from '@/server/db/schema';
import { describeError } from '@/server/error-cause';
import type { PushPayload } from './push-payload';
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

/** Sends `payload` to `device`; never throws. The reason of a failure holds no endpoint, key or payload. */
export async function sendPush(device: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>, payload: PushPayload, options: PushOptions): Promise<PushResult> {
  try {
    await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
      vapidDetails: options.vapid,
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
