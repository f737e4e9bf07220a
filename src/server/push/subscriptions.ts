// The devices on which people turned notifications on: what a browser's subscription must look like to be stored,
// and the queries on the table (src/server/db/schema.ts, push_subscriptions). Plain input, no Request or Response.
import { createECDH } from 'node:crypto';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppLocale } from '@/i18n/locales';
import type { Database } from '@/server/db/client';
import { pushSubscriptions, type PushSubscriptionRow } from '@/server/db/schema';
import { isAllowedPushEndpoint, type PushServiceHost } from '@/server/settings/push-service-hosts';

/** Far above any push service's endpoint (FCM's, Mozilla's, Apple's and WNS's are 150 to 500 characters). */
const MAX_ENDPOINT_LENGTH = 2_048;
/**
 * A person's devices at most: a phone, a laptop, a tablet and a few browsers. Each lead is pushed to every device, so
 * the number is bounded; a new device beyond it replaces the one subscribed longest ago.
 */
export const MAX_DEVICES_PER_PERSON = 10;

/** Is `value` (unpadded base64url of 65 bytes) an uncompressed point on P-256, the key a push is encrypted to? */
function isP256PublicKey(value: string): boolean {
  try {
    const curve = createECDH('prime256v1');
    curve.generateKeys();
    curve.computeSecret(Buffer.from(value, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

const endpointSchema = z.string().min(1).max(MAX_ENDPOINT_LENGTH);

/**
 * `PushSubscription.toJSON()` as a browser sends it: the endpoint, when it expires (null, or a time the server does
 * not need), and the keys: the device's P-256 public key (65 bytes) and its authentication secret (16 bytes), unpadded
 * base64url as the Push API writes them. Nothing else.
 */
const pushSubscriptionSchema = z.strictObject({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/)
      .refine(isP256PublicKey),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** A device named by its endpoint (removing it, or testing it alone). */
export const endpointOnlySchema = z.strictObject({ endpoint: endpointSchema });
export const optionalEndpointSchema = z.strictObject({ endpoint: endpointSchema.optional() });

export type SubscriptionReading = { ok: true; subscription: PushSubscriptionInput } | { ok: false; reason: 'invalid' | 'host-not-allowed' };

/** A posted subscription, checked: its shape and keys, then its push service against PUSH_SERVICE_HOSTS. */
export function readPushSubscription(value: unknown, hosts: ReadonlyArray<PushServiceHost>): SubscriptionReading {
  const parsed = pushSubscriptionSchema.safeParse(value);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  if (!isAllowedPushEndpoint(parsed.data.endpoint, hosts)) return { ok: false, reason: 'host-not-allowed' };
  return { ok: true, subscription: parsed.data };
}

/**
 * Stores a device for `personId` in `locale`, or updates it: a browser sends the same endpoint again (new keys, another
 * language), and an endpoint another person had becomes this person's (a shared phone; its history stays the
 * device's). Then drops the person's devices beyond MAX_DEVICES_PER_PERSON, the longest subscribed first.
 */
export async function savePushSubscription(db: Database, personId: string, locale: AppLocale, subscription: PushSubscriptionInput): Promise<void> {
  const isSameOwner = sql`${pushSubscriptions.userId} = excluded.user_id`;
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, userId: personId, locale })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        userId: sql`excluded.user_id`,
        locale: sql`excluded.locale`,
        createdAt: sql`case when ${isSameOwner} then ${pushSubscriptions.createdAt} else now() end`,
        lastSuccessAt: sql`case when ${isSameOwner} then ${pushSubscriptions.lastSuccessAt} end`,
      },
    });
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, personId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_DEVICES_PER_PERSON);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, personId), notInArray(pushSubscriptions.id, kept)));
}

/** Removes the person's device of this endpoint; false when they had none (someone else's is left alone). */
export async function removePushSubscription(db: Database, personId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, personId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** The person's devices, or the one of `endpoint` if it is theirs. */
export function listPersonDevices(db: Database, personId: string, endpoint?: string): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, personId), endpoint === undefined ? undefined : eq(pushSubscriptions.endpoint, endpoint)));
}

/** Forgets devices their push service calls gone (404, 410); their deliveries go with them. */
export async function deletePushSubscriptions(db: Database, ids: ReadonlyArray<string>): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

/** Notes that these devices' push service took a push just now. */
export async function markDevicesReached(db: Database, ids: ReadonlyArray<string>): Promise<void> {
  if (ids.length > 0)
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: sql`now()` })
      .where(inArray(pushSubscriptions.id, [...ids]));
}
