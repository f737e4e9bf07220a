// The outbox as the delivery worker (./outbox-worker.ts) drains it: claiming due rows, the lead behind one, and
// settling each attempt. Every instance drains the same table; the lease keeps two from delivering a row at once.
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { LEAD_CHANNELS, type OutboxChannel } from '@/lib/inbox/vocabulary';
import type { Database } from '@/server/db/client';
import { leadOutbox, leads, type Lead } from '@/server/db/schema';

/** An outbox row claimed for one delivery attempt; `attempts` counts this one. */
export interface ClaimedOutboxRow {
  id: string;
  leadId: string;
  channel: OutboxChannel;
  attempts: number;
  /** The routing step an `assigned` or `unanswered` row rings for. */
  step: number | null;
}

/**
 * Claims up to `batchSize` due rows (SKIP LOCKED) of `channels` (all when absent) and counts the attempt. The lease (next_attempt_at in the future)
 * hides a claimed row from every instance until it is settled; if the process dies mid-delivery, the row comes
 * back when the lease ends.
 */
export async function claimDueOutboxRows(
  db: Database,
  options: { batchSize: number; leaseMs: number; channels?: ReadonlyArray<OutboxChannel> },
): Promise<ClaimedOutboxRow[]> {
  const due = db
    .select({ id: leadOutbox.id })
    .from(leadOutbox)
    .where(
      and(
        eq(leadOutbox.status, 'pending'),
        lte(leadOutbox.nextAttemptAt, sql`now()`),
        options.channels ? inArray(leadOutbox.channel, [...options.channels]) : undefined,
      ),
    )
    .orderBy(asc(leadOutbox.nextAttemptAt))
    .limit(options.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(leadOutbox)
    .set({
      attempts: sql`${leadOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${options.leaseMs / 1000})`,
    })
    .where(and(inArray(leadOutbox.id, due), eq(leadOutbox.status, 'pending')))
    .returning({ id: leadOutbox.id, leadId: leadOutbox.leadId, channel: leadOutbox.channel, attempts: leadOutbox.attempts, step: leadOutbox.step });
}

/** The lead behind an outbox row; undefined when retention deleted it meanwhile (its rows went with it). */
export async function findLead(db: Database, id: string): Promise<Lead | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  return lead;
}

/** Settles a delivered row; the lead becomes `sent` once all the rows it got when stored are. */
export async function markOutboxRowSent(db: Database, row: { id: string; leadId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the lead first: two instances settling its two channels at once would each still see the other's row
    // unsent (neither committed yet) and leave the lead `pending` for good. Locked, the second waits and sees both.
    await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, row.leadId)).for('update');
    await tx.update(leadOutbox).set({ status: 'sent', lastError: null }).where(eq(leadOutbox.id, row.id));
    // The rows the lead got when stored: a re-alert waiting for its time is a follow-up, not the lead's notification.
    const unsent = tx
      .select({ id: leadOutbox.id })
      .from(leadOutbox)
      .where(and(eq(leadOutbox.leadId, row.leadId), ne(leadOutbox.status, 'sent'), inArray(leadOutbox.channel, [...LEAD_CHANNELS])));
    await tx
      .update(leads)
      .set({ notificationStatus: 'sent', notifiedAt: sql`now()` })
      .where(and(eq(leads.id, row.leadId), eq(leads.notificationStatus, 'pending'), sql`not exists (${unsent})`));
  });
}

/** Gives a row up after its last attempt: it and its lead become `failed` (counted by /api/metrics). */
export async function markOutboxRowFailed(db: Database, row: { id: string; leadId: string }, lastError: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(leadOutbox).set({ status: 'failed', lastError }).where(eq(leadOutbox.id, row.id));
    await tx.update(leads).set({ notificationStatus: 'failed' }).where(eq(leads.id, row.leadId));
  });
}

/** Records a failed attempt and makes the row due again after `delayMs`. */
export async function scheduleOutboxRetry(db: Database, rowId: string, lastError: string, delayMs: number): Promise<void> {
  await db
    .update(leadOutbox)
    .set({ lastError, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
    .where(eq(leadOutbox.id, rowId));
}

/** Hands claimed but unattempted rows straight back (shutdown), instead of waiting for the lease. */
export async function releaseOutboxClaims(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(leadOutbox)
    .set({ attempts: sql`${leadOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(and(inArray(leadOutbox.id, ids), eq(leadOutbox.status, 'pending')));
}
