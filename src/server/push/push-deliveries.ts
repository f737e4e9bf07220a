// Which device gets which lead's push, once: the devices a push goes to, the per-device claims that keep a retry or
// another instance from sending it twice, and the re-alert's row in the outbox. Plain input, no Request or Response.
import { and, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { OutboxChannel, PushKind } from '@/lib/inbox/vocabulary';
import type { Database } from '@/server/db/client';
import { authUsers, leadEvents, leadOutbox, leads, pushDeliveries, pushSubscriptions, type Lead, type PushSubscriptionRow } from '@/server/db/schema';

const PUSH: OutboxChannel = 'push';
const REALERT: OutboxChannel = 'realert';

/** A person who may sign in: a disabled person's devices get nothing. */
// `banned` is the auth library's: null for people made before it was set.
const isPersonActive = sql`exists (select 1 from ${authUsers} where ${authUsers.id} = ${pushSubscriptions.userId} and ${authUsers.banned} is not true)`;

/** The devices of these people, each still active (a routing step's ring, a round's alert). */
export function findPeopleDevices(db: Database, personIds: ReadonlyArray<string>): Promise<PushSubscriptionRow[]> {
  if (personIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(isPersonActive, inArray(pushSubscriptions.userId, [...personIds])));
}

/** The devices a new lead goes to: its assignee's when it has one, else every active person's. */
export function findNewLeadDevices(db: Database, lead: Pick<Lead, 'assignedTo'>): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(isPersonActive, lead.assignedTo ? eq(pushSubscriptions.userId, lead.assignedTo) : undefined));
}

/** The devices the lead's first alert reached (still subscribed, their person still active): its re-alert's. */
export function findReachedDevices(db: Database, leadId: string): Promise<PushSubscriptionRow[]> {
  const reached = db
    .select({ id: pushDeliveries.subscriptionId })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.leadId, leadId), eq(pushDeliveries.kind, 'new'), eq(pushDeliveries.status, 'sent')));
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(isPersonActive, inArray(pushSubscriptions.id, reached)));
}

/**
 * Whether nobody has taken the lead: still in New, unassigned, not erased, and without a single event (every event is
 * a person's doing: a move, an assignment even if taken back, a note, a retry).
 */
export async function isLeadUntaken(db: Database, leadId: string): Promise<boolean> {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.id, leadId),
        eq(leads.status, 'new'),
        sql`${leads.assignedTo} is null`,
        sql`${leads.erasedAt} is null`,
        notExists(db.select({ id: leadEvents.id }).from(leadEvents).where(eq(leadEvents.leadId, leadId))),
      ),
    );
  return rows.length > 0;
}

/** Which push of a lead: its kind, and the routing step of a ring or an alert (0 for a first alert and its re-alert). */
export interface PushOfLead {
  leadId: string;
  kind: PushKind;
  step: number;
}

/**
 * Claims the lead's push for each of these devices, before it is sent; returns the ones claimed. A device is claimed
 * when it has no claim yet, or when its claim is `sending` and older than `leaseMs` (the instance that made it stopped
 * before settling it). A device already `sent`, or being sent elsewhere, is not.
 */
export async function claimPushDeliveries(db: Database, input: PushOfLead & { deviceIds: ReadonlyArray<string>; leaseMs: number }): Promise<Set<string>> {
  if (input.deviceIds.length === 0) return new Set();
  const claimed = await db
    .insert(pushDeliveries)
    .values(input.deviceIds.map((subscriptionId) => ({ leadId: input.leadId, subscriptionId, kind: input.kind, step: input.step })))
    .onConflictDoUpdate({
      target: [pushDeliveries.leadId, pushDeliveries.subscriptionId, pushDeliveries.kind, pushDeliveries.step],
      set: { claimedAt: sql`now()` },
      setWhere: and(eq(pushDeliveries.status, 'sending'), lt(pushDeliveries.claimedAt, sql`now() - make_interval(secs => ${input.leaseMs / 1000})`)),
    })
    .returning({ id: pushDeliveries.subscriptionId });
  return new Set(claimed.map((row) => row.id));
}

/** The claims of one push of a lead. */
const claimsOf = (push: PushOfLead) => and(eq(pushDeliveries.leadId, push.leadId), eq(pushDeliveries.kind, push.kind), eq(pushDeliveries.step, push.step));

/** Of these devices, the ones whose push of the lead is `sent`. */
export async function findSentDevices(db: Database, push: PushOfLead, deviceIds: ReadonlyArray<string>): Promise<Set<string>> {
  if (deviceIds.length === 0) return new Set();
  const rows = await db
    .select({ id: pushDeliveries.subscriptionId })
    .from(pushDeliveries)
    .where(and(claimsOf(push), eq(pushDeliveries.status, 'sent'), inArray(pushDeliveries.subscriptionId, [...deviceIds])));
  return new Set(rows.map((row) => row.id));
}

/** Settles claims: `sent` for the devices whose push service took the push, released (deleted) for those to retry. */
export async function settlePushDeliveries(db: Database, input: PushOfLead & { sent: ReadonlyArray<string>; released: ReadonlyArray<string> }): Promise<void> {
  const ofLead = claimsOf(input);
  if (input.sent.length > 0) {
    await db
      .update(pushDeliveries)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(and(ofLead, inArray(pushDeliveries.subscriptionId, [...input.sent])));
  }
  if (input.released.length > 0) {
    await db.delete(pushDeliveries).where(and(ofLead, eq(pushDeliveries.status, 'sending'), inArray(pushDeliveries.subscriptionId, [...input.released])));
  }
}

/**
 * Queues the lead's re-alert, once its first alert reached a device: a `realert` outbox row due `afterMs` after the
 * lead was queued for push (when it was stored, or restored from spam), or `afterMs` from now when the first device
 * was reached only after that (a push service down for a while): never right on the heels of the first alert. One per
 * queueing: a device reached by a later retry is not reminded. The worker claims it when due like any row, so it
 * survives restarts and fires on one instance.
 */
export async function scheduleRealert(db: Database, leadId: string, afterMs: number): Promise<void> {
  const queuedAt = db
    .select({ at: sql<Date>`max(${leadOutbox.createdAt})`.as('at') })
    .from(leadOutbox)
    .where(and(eq(leadOutbox.leadId, leadId), eq(leadOutbox.channel, PUSH)));
  const hasOne = db
    .select({ id: leadOutbox.id })
    .from(leadOutbox)
    .where(and(eq(leadOutbox.leadId, leadId), eq(leadOutbox.channel, REALERT), gte(leadOutbox.createdAt, sql`(${queuedAt})`)));
  const hasReached = db
    .select({ id: pushDeliveries.subscriptionId })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.leadId, leadId), eq(pushDeliveries.kind, 'new'), eq(pushDeliveries.status, 'sent')));
  const after = sql`make_interval(secs => ${afterMs / 1000})`;
  // An INSERT … SELECT: the checks and the insert in one statement.
  await db.execute(sql`insert into ${leadOutbox} (lead_id, channel, next_attempt_at)
    select ${leadId}::uuid, ${REALERT}, greatest(queued.at + ${after}, case when now() > queued.at + ${after} then now() + ${after} end)
    from (${queuedAt}) as queued
    where queued.at is not null and not exists (${hasOne}) and exists (${hasReached})`);
}
