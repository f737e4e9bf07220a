// Each person's routing load, as the member choice weighs it (src/lib/routing/member-choice.ts): how many leads
// routing gave them in the 24 hours up to `now`, and when it last did. Read from the history's `routed` events (their
// own partial index), so every instance weighs the same loads.
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { LOAD_WINDOW_MS, type MemberLoad } from '@/lib/routing/member-choice';
import type { Database } from '@/server/db/client';
import { leadEvents } from '@/server/db/schema';

/** The loads of everyone routing gave a lead in the last 24 h, by person id. */
export async function loadRoutingLoads(db: Database, now: Date): Promise<Map<string, MemberLoad>> {
  const personId = sql<string>`${leadEvents.detail} ->> 'toId'`;
  const rows = await db
    .select({ id: personId, count: sql<number>`count(*)::int`, lastAt: sql<string>`max(${leadEvents.createdAt})` })
    .from(leadEvents)
    .where(and(eq(leadEvents.kind, 'routed'), gt(leadEvents.createdAt, new Date(now.getTime() - LOAD_WINDOW_MS)), lte(leadEvents.createdAt, now)))
    .groupBy(personId);
  return new Map(rows.filter((row) => row.id).map((row) => [row.id, { count: Number(row.count), lastAt: new Date(row.lastAt).getTime() }]));
}
