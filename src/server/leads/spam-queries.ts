// The operator's view of spam: restoring leads filed as spam by mistake (POST /api/leads/restore,
// npm run leads:restore) and the counts by reason (GET /api/metrics).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { SPAM_REASONS, type OutboxChannel, type SpamReason } from '@/lib/inbox/vocabulary';
import type { Database } from '@/server/db/client';
import { leadOutbox, leadRouting, leads } from '@/server/db/schema';

export type RestoreLeadsResult =
  /** Nothing changed: these ids name no stored lead. */
  { kind: 'unknown-ids'; ids: string[] } | { kind: 'restored'; restored: string[]; alreadyNew: string[] };

/**
 * Marks spam leads `new` and queues their notifications, like a lead stored as new, all or nothing. A lead already
 * `new` (restored before, or never spam) is left alone, so restoring twice notifies once. The spam reason stays; its
 * routing from before is cleared, so routing decides it afresh (the caller routes it).
 */
export async function restoreLeads(db: Database, ids: ReadonlyArray<string>, channels: ReadonlyArray<OutboxChannel>): Promise<RestoreLeadsResult> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    // Locked in id order: two restores of the same leads wait for each other, and the second finds them `new`.
    const found = await tx.select({ id: leads.id, status: leads.status }).from(leads).where(inArray(leads.id, wanted)).orderBy(asc(leads.id)).for('update');
    const unknown = wanted.filter((id) => !found.some((lead) => lead.id === id));
    if (unknown.length > 0) return { kind: 'unknown-ids', ids: unknown };
    const restored = found.filter((lead) => lead.status === 'spam').map((lead) => lead.id);
    if (restored.length > 0) {
      await tx
        .update(leads)
        .set({ status: 'new', notificationStatus: channels.length > 0 ? 'pending' : 'none' })
        .where(inArray(leads.id, restored));
      const rows = restored.flatMap((leadId) => channels.map((channel) => ({ leadId, channel })));
      if (rows.length > 0) await tx.insert(leadOutbox).values(rows);
      await tx.delete(leadRouting).where(inArray(leadRouting.leadId, restored));
    }
    return { kind: 'restored', restored, alreadyNew: found.filter((lead) => lead.status === 'new').map((lead) => lead.id) };
  });
}

/** Stored spam leads by reason, every reason listed (0 when none), for /api/metrics. */
export async function countSpamByReason(db: Database): Promise<Record<SpamReason, number>> {
  const rows = await db
    .select({ reason: leads.spamReason, count: sql<number>`count(*)::int` })
    .from(leads)
    .where(eq(leads.status, 'spam'))
    .groupBy(leads.spamReason);
  const counts = Object.fromEntries(SPAM_REASONS.map((reason) => [reason, 0])) as Record<SpamReason, number>;
  for (const row of rows) if (row.reason) counts[row.reason] += row.count;
  return counts;
}
