// The outbox rows not delivered: counted for /api/metrics, and put back in the queue by POST /api/outbox/retry and
// `npm run leads:retry`.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { leadOutbox, leads } from '@/server/db/schema';

/** A due row nobody delivered for this long means no worker is draining the outbox. */
const STUCK_AFTER_SECONDS = 300;

export interface OutboxBacklog {
  /** Waiting for delivery (first try or a retry); a re-alert not due yet is not waiting. */
  pending: number;
  /** Pending after at least one failed attempt. */
  retrying: number;
  /** Pending and due for longer than STUCK_AFTER_SECONDS. */
  stuck: number;
  /** Gave up after the last retry: the sales team has not been told; `npm run leads:retry` sends them again. */
  failed: number;
}

/** Counts the outbox rows that are not delivered, for /api/metrics. */
export async function countOutboxBacklog(db: Database): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${leadOutbox.status} = 'pending'
        and not (${leadOutbox.attempts} = 0 and ${leadOutbox.nextAttemptAt} > now()))::int`,
      retrying: sql<number>`count(*) filter (where ${leadOutbox.status} = 'pending' and ${leadOutbox.attempts} > 0)::int`,
      stuck: sql<number>`count(*) filter (where ${leadOutbox.status} = 'pending'
        and ${leadOutbox.nextAttemptAt} < now() - make_interval(secs => ${STUCK_AFTER_SECONDS}))::int`,
      failed: sql<number>`count(*) filter (where ${leadOutbox.status} = 'failed')::int`,
    })
    .from(leadOutbox)
    .where(inArray(leadOutbox.status, ['pending', 'failed']));
  return { pending: row?.pending ?? 0, retrying: row?.retrying ?? 0, stuck: row?.stuck ?? 0, failed: row?.failed ?? 0 };
}

/** Puts every failed outbox row back in the queue with a fresh retry budget; returns how many. */
export async function requeueFailedNotifications(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const requeued = await tx
      .update(leadOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
      .where(eq(leadOutbox.status, 'failed'))
      .returning({ leadId: leadOutbox.leadId });
    if (requeued.length > 0) {
      const leadIds = [...new Set(requeued.map((row) => row.leadId))];
      await tx
        .update(leads)
        .set({ notificationStatus: 'pending' })
        .where(and(inArray(leads.id, leadIds), eq(leads.notificationStatus, 'failed')));
    }
    return requeued.length;
  });
}
