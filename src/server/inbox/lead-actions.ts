// What people do to a lead in the inbox. Each action takes plain input, changes the lead and writes its event (who,
// what, when) in one transaction, and answers what happened; the lead page turns that into a message.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { findWord, OUTBOX_CHANNELS, SPAM_REASONS, WORK_STATUSES, type InboxRole, type OutboxChannel, type WorkStatus } from '@/lib/inbox/vocabulary';
import type { Database, Transaction } from '@/server/db/client';
import { authUsers, leadEvents, leadOutbox, leads } from '@/server/db/schema';
import { restoreLeads } from '@/server/leads/spam-queries';
import { routeLeads } from '@/server/routing/route-lead';
import { eraseExportSearches } from './export-records';
import { recordEvent, type Actor } from './lead-events';

export type ActionOutcome = 'done' | 'unchanged' | 'not-found' | 'invalid';

/** The lead's status, locked for the rest of the transaction, or undefined when there is none. */
async function lockLead(tx: Transaction, leadId: string) {
  const [lead] = await tx
    .select({ status: leads.status, spamReason: leads.spamReason, erasedAt: leads.erasedAt })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for('update');
  return lead;
}

/** Marks a lead new, contacted or closed, with an optional note. */
export async function setLeadStatus(db: Database, actor: Actor, input: { leadId: string; status: WorkStatus; note: string }): Promise<ActionOutcome> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, input.leadId);
    if (!lead) return 'not-found';
    if (lead.status === 'spam') return 'invalid';
    if (lead.status === input.status && !input.note) return 'unchanged';
    await tx.update(leads).set({ status: input.status }).where(eq(leads.id, input.leadId));
    await recordEvent(tx, actor, input.leadId, 'status', { from: lead.status, to: input.status, note: input.note || null });
    return 'done';
  });
}

/** Assigns a lead to a person who may sign in, or to no one (`assigneeId` null). */
export async function assignLead(db: Database, actor: Actor, input: { leadId: string; assigneeId: string | null }): Promise<ActionOutcome> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, input.leadId);
    if (!lead) return 'not-found';
    let assigneeName: string | null = null;
    if (input.assigneeId) {
      const [person] = await tx
        .select({ name: authUsers.name })
        .from(authUsers)
        .where(and(eq(authUsers.id, input.assigneeId), sql`coalesce(${authUsers.banned}, false) = false`));
      if (!person) return 'invalid';
      assigneeName = person.name;
    }
    const [changed] = await tx
      .update(leads)
      .set({ assignedTo: input.assigneeId })
      .where(and(eq(leads.id, input.leadId), sql`${leads.assignedTo} is distinct from ${input.assigneeId}`))
      .returning({ id: leads.id });
    if (!changed) return 'unchanged';
    await recordEvent(tx, actor, input.leadId, 'assigned', { to: assigneeName });
    return 'done';
  });
}

/** How long after filing a lead as spam its filer may undo it (the page's Undo button; checked on the database's clock). */
export const SPAM_UNDO_WINDOW_MS = 10_000;

/**
 * Files a lead as spam by hand (reason `manual`); its pending notifications are not sent. The event keeps what an undo
 * puts back: the folder, the earlier spam reason (a lead restored before keeps the filter's) and the channels dropped.
 */
export async function fileLeadAsSpam(db: Database, actor: Actor, leadId: string): Promise<ActionOutcome> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return 'not-found';
    if (lead.status === 'spam') return 'unchanged';
    await tx.update(leads).set({ status: 'spam', spamReason: 'manual' }).where(eq(leads.id, leadId));
    const dropped = await tx
      .delete(leadOutbox)
      .where(and(eq(leadOutbox.leadId, leadId), eq(leadOutbox.status, 'pending')))
      .returning({ channel: leadOutbox.channel });
    await recordEvent(tx, actor, leadId, 'spam', { from: lead.status, reason: lead.spamReason, dropped: dropped.map((row) => row.channel).join(',') || null });
    return 'done';
  });
}

/**
 * Takes back the actor's own filing as spam within SPAM_UNDO_WINDOW_MS: the lead returns to its folder with its earlier
 * spam reason and its dropped notifications, as if never filed. Anything else ('invalid'): the filing is not the
 * lead's latest change, not the actor's, or too old (then restoring it is the way back).
 */
export async function undoSpamFiling(db: Database, actor: Actor, leadId: string): Promise<ActionOutcome> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return 'not-found';
    const [latest] = await tx
      .select({
        kind: leadEvents.kind,
        actorId: leadEvents.actorId,
        detail: leadEvents.detail,
        isFresh: sql<boolean>`${leadEvents.createdAt} > now() - make_interval(secs => ${SPAM_UNDO_WINDOW_MS / 1000})`,
      })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
      .limit(1);
    if (lead.status !== 'spam' || latest?.kind !== 'spam' || latest.actorId !== actor.id || !latest.isFresh) return 'invalid';
    const folder = findWord(WORK_STATUSES, latest.detail.from) ?? 'new';
    await tx
      .update(leads)
      .set({ status: folder, spamReason: findWord(SPAM_REASONS, latest.detail.reason) ?? null })
      .where(eq(leads.id, leadId));
    const channels = (latest.detail.dropped ?? '').split(',').flatMap((channel) => findWord(OUTBOX_CHANNELS, channel) ?? []);
    if (channels.length > 0) await tx.insert(leadOutbox).values(channels.map((channel) => ({ leadId, channel })));
    await recordEvent(tx, actor, leadId, 'restored', { to: folder, undo: 'true' });
    return 'done';
  });
}

/** Who may restore a lead from spam: an admin, or whoever filed it as spam by hand (its latest filing's actor). */
export function mayRestore(person: { id: string; role: InboxRole }, filerId: string | null | undefined): boolean {
  return person.role === 'admin' || filerId === person.id;
}

/** Whether `person` may restore this lead from spam (mayRestore, with the lead's latest filing read from its events). */
export async function mayRestoreLead(db: Database, person: { id: string; role: InboxRole }, leadId: string): Promise<boolean> {
  const [filing] = await db
    .select({ actorId: leadEvents.actorId })
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.kind, 'spam')))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
    .limit(1);
  return mayRestore(person, filing?.actorId);
}

/**
 * Restores a lead filed as spam: it becomes new, is notified once (src/server/leads/spam-queries.ts) and routed afresh
 * at `now`.
 */
export async function restoreLead(db: Database, actor: Actor, leadId: string, channels: ReadonlyArray<OutboxChannel>, now: Date): Promise<ActionOutcome> {
  const result = await restoreLeads(db, [leadId], channels);
  if (result.kind === 'unknown-ids') return 'not-found';
  if (result.restored.length === 0) return 'unchanged';
  await recordEvent(db, actor, leadId, 'restored', {});
  await routeLeads(result.restored, db, now);
  return 'done';
}

/**
 * Erases a lead's personal fields for a data-protection request: name, mobile, message, user agent and the hashes
 * derived from them or from the address, the notes people wrote on it, the delivery errors, and the search of any
 * export that found or named it. The lead stays (its country, language, dates and status), with its events and a new
 * one saying who erased it; notifications not yet sent are dropped.
 */
export async function eraseLead(db: Database, actor: Actor, leadId: string): Promise<ActionOutcome> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return 'not-found';
    if (lead.erasedAt) return 'unchanged';
    const [personal] = await tx.select({ name: leads.name, mobile: leads.mobile, message: leads.message }).from(leads).where(eq(leads.id, leadId));
    await tx
      .update(leads)
      .set({ name: '', mobile: '', message: '', userAgent: null, ipHash: '', requestHash: null, erasedAt: sql`now()` })
      .where(eq(leads.id, leadId));
    await tx.delete(leadOutbox).where(and(eq(leadOutbox.leadId, leadId), ne(leadOutbox.status, 'sent')));
    await tx.update(leadOutbox).set({ lastError: null }).where(eq(leadOutbox.leadId, leadId));
    await tx
      .update(leadEvents)
      .set({ detail: sql`${leadEvents.detail} - 'note'` })
      .where(and(eq(leadEvents.leadId, leadId), sql`${leadEvents.detail} ? 'note'`));
    if (personal) await eraseExportSearches(tx, personal);
    await recordEvent(tx, actor, leadId, 'erased', {});
    return 'done';
  });
}

/** Sends a failed notification again: the outbox row gets a fresh retry budget and the worker picks it up. */
export async function retryDelivery(db: Database, actor: Actor, input: { leadId: string; deliveryId: string }): Promise<ActionOutcome> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, input.leadId);
    if (!lead) return 'not-found';
    if (lead.erasedAt) return 'invalid';
    const [row] = await tx
      .update(leadOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
      .where(and(eq(leadOutbox.id, input.deliveryId), eq(leadOutbox.leadId, input.leadId), eq(leadOutbox.status, 'failed')))
      .returning({ channel: leadOutbox.channel });
    if (!row) return 'unchanged';
    await tx
      .update(leads)
      .set({ notificationStatus: 'pending' })
      .where(and(eq(leads.id, input.leadId), inArray(leads.notificationStatus, ['failed', 'sent'])));
    await recordEvent(tx, actor, input.leadId, 'retried', { channel: row.channel });
    return 'done';
  });
}
