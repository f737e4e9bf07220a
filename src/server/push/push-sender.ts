// The outbox's `push` and `realert` channels (src/server/leads/delivery/outbox-worker.ts delivers their rows) and the
// settings page's test notification. Each device gets each lead's push once, across retries and instances: the
// device is claimed before its push leaves (./push-deliveries.ts), marked `sent` once its push service took it, and
// released when the push failed, so the outbox's retry sends to the devices not yet reached, and to no other.
import { locales } from '@/i18n/locales';
import type { PushKind } from '@/lib/inbox/vocabulary';
import { mapWithConcurrency } from '@/lib/map-with-concurrency';
import type { Database } from '@/server/db/client';
import type { Lead, PushSubscriptionRow } from '@/server/db/schema';
import type { LeadSender } from '@/server/leads/delivery/lead-payload';
import { routeLead } from '@/server/routing/route-lead';
import type { PushSettings } from '@/server/settings/channel-settings';
import { isAllowedPushEndpoint } from '@/server/settings/push-service-hosts';
import {
  claimPushDeliveries,
  findNewLeadDevices,
  findReachedDevices,
  findSentDevices,
  isLeadUntaken,
  scheduleRealert,
  settlePushDeliveries,
} from './push-deliveries';
import { leadPushPayload, testPushPayload } from './push-payload';
import { sendPush, type PushResult } from './send-push';
import { deletePushSubscriptions, listPersonDevices, markDevicesReached } from './subscriptions';
import { vapidDetailsOf } from './vapid-keys';

export interface PushSenderOptions extends PushSettings {
  /** The time routing decides at (the wall clock unless given). */
  clock?: () => Date;
}

/**
 * A new lead's push waits a day for a phone that is off, as does a ring "for you" (it may pass on before then, and the
 * next ring replaces it); a re-alert or a round's alert older than an hour says nothing new.
 */
const TTL_SECONDS: Record<PushKind, number> = { new: 24 * 3600, realert: 3600, assigned: 24 * 3600, unanswered: 3600 };
/** A test notification is for now or never. */
const TEST_TTL_SECONDS = 60;
/**
 * A claim older than this was left by an instance that stopped mid-push: another may take the device. Shorter than the
 * outbox row's lease (120 s), so a row retried after its lease ran out finds its devices' claims expired too, and longer
 * than any fan-out takes (a push times out after 10 s, DEVICES_AT_ONCE go at a time).
 */
const CLAIM_LEASE_MS = 60_000;
/** Pushes in flight at once for one lead (each its own HTTPS request; a push service's connection is kept alive). */
const DEVICES_AT_ONCE = 16;

/** The devices' results sorted: taken, to retry, gone. */
function sortResults(devices: ReadonlyArray<PushSubscriptionRow>, results: ReadonlyArray<PushResult>) {
  const sorted = { sent: [] as string[], released: [] as string[], gone: [] as string[], reasons: new Set<string>() };
  results.forEach((result, index) => {
    const id = (devices[index] as PushSubscriptionRow).id;
    if (result.kind === 'sent') sorted.sent.push(id);
    else if (result.kind === 'gone') sorted.gone.push(id);
    else {
      sorted.released.push(id);
      sorted.reasons.add(result.reason);
    }
  });
  return sorted;
}

/**
 * Pushes one notification of the lead (`push`: its kind and routing step) to each of `devices` not reached yet, and
 * settles each device. Throws (the outbox retries) when a device is to be tried again: its push failed, or another
 * instance was still sending it. `waitedMs`: how long a round's alert says the lead went unanswered.
 */
export async function pushToDevices(
  db: Database,
  options: PushSenderOptions,
  lead: Lead,
  push: { kind: PushKind; step: number; waitedMs?: number },
  devices: ReadonlyArray<PushSubscriptionRow>,
): Promise<void> {
  const ofLead = { leadId: lead.id, kind: push.kind, step: push.step };
  const allowed = devices.filter((device) => isAllowedPushEndpoint(device.endpoint, options.serviceHosts));
  const ids = allowed.map((device) => device.id);
  const claimed = await claimPushDeliveries(db, { ...ofLead, deviceIds: ids, leaseMs: CLAIM_LEASE_MS });
  const mine = allowed.filter((device) => claimed.has(device.id));
  const vapid = await vapidDetailsOf(db);
  // The push service keeps one push per topic for an offline device: a later push of the lead replaces one not yet shown.
  const pushOptions = { vapid, ttlSeconds: TTL_SECONDS[push.kind], topic: lead.id.replaceAll('-', '') };
  // The payload in each language once, not for every device.
  const payloads = new Map(locales.map((locale) => [locale, JSON.stringify(leadPushPayload(lead, locale, push.kind, push.waitedMs))]));
  const results = await mapWithConcurrency(mine, DEVICES_AT_ONCE, (device) => sendPush(device, payloads.get(device.locale) ?? '', pushOptions));
  const { sent, released, gone, reasons } = sortResults(mine, results);
  await settlePushDeliveries(db, { ...ofLead, sent, released });
  await markDevicesReached(db, sent);
  await deletePushSubscriptions(db, gone);
  const elsewhere = ids.filter((id) => !claimed.has(id));
  const sentElsewhere = await findSentDevices(db, ofLead, elsewhere);
  const inFlightElsewhere = elsewhere.filter((id) => !sentElsewhere.has(id)).length;
  if (released.length + inFlightElsewhere > 0) {
    if (inFlightElsewhere > 0) reasons.add('being sent by another worker');
    throw new Error(`push not taken yet for ${released.length + inFlightElsewhere} of ${ids.length} devices: ${[...reasons].join(', ')}`);
  }
}

/**
 * The `push` channel: a new lead to every active person's devices (its assignee's, when it has one). Once a device has
 * it, the lead's re-alert is queued. A lead filed as spam or erased before its turn is not pushed. A lead its team
 * routes is not pushed here either: its team's routing rings one person for it (./routing-pushes.ts), so the lead is
 * routed first, should the contact post not have done it yet.
 */
export function createPushSender(db: Database, options: PushSenderOptions): LeadSender {
  const clock = options.clock ?? (() => new Date());
  return async (lead) => {
    if (lead.status === 'spam' || lead.erasedAt !== null) return;
    if ((await routeLead(lead.id, db, clock())).kind === 'team') return;
    try {
      await pushToDevices(db, options, lead, { kind: 'new', step: 0 }, await findNewLeadDevices(db, lead));
    } finally {
      // Also after a partial failure: the devices reached are reminded even if another one never takes the push.
      await scheduleRealert(db, lead.id, options.realertAfterMs);
    }
  };
}

/** The `realert` channel: when due, the lead again to the devices its first alert reached, unless someone took it. */
export function createRealertSender(db: Database, options: PushSenderOptions): LeadSender {
  return async (lead) => {
    if (!(await isLeadUntaken(db, lead.id))) return;
    await pushToDevices(db, options, lead, { kind: 'realert', step: 0 }, await findReachedDevices(db, lead.id));
  };
}

/** Sends the test notification to the person's devices (or the one of `endpoint`, if theirs), now: how many took it. */
export async function sendTestPush(
  db: Database,
  options: Pick<PushSenderOptions, 'serviceHosts'>,
  personId: string,
  endpoint?: string,
): Promise<{ devices: number; reached: number }> {
  const devices = (await listPersonDevices(db, personId, endpoint)).filter((device) => isAllowedPushEndpoint(device.endpoint, options.serviceHosts));
  const vapid = await vapidDetailsOf(db);
  const results = await mapWithConcurrency(devices, DEVICES_AT_ONCE, (device) =>
    sendPush(device, JSON.stringify(testPushPayload(device.locale)), { vapid, ttlSeconds: TEST_TTL_SECONDS }),
  );
  const { sent, gone } = sortResults(devices, results);
  await markDevicesReached(db, sent);
  await deletePushSubscriptions(db, gone);
  return { devices: devices.length, reached: sent.length };
}
