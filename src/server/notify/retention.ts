import 'server-only';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { leads, rateLimitHits } from '@/server/db/schema';

/** Deletes leads older than the retention period (their outbox rows cascade) and stale rate-limit rows. */
export async function purgeExpired(
  db: Database,
  options: { retentionDays: number; rateLimitWindowMs: number },
): Promise<{ leads: number }> {
  const deleted = await db
    .delete(leads)
    .where(lt(leads.createdAt, sql`now() - make_interval(days => ${options.retentionDays})`))
    .returning({ id: leads.id });
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.createdAt, sql`now() - make_interval(secs => ${options.rateLimitWindowMs / 1000})`));
  return { leads: deleted.length };
}
