// What the server keeps no longer than it needs: leads past the retention period, rate-limit rows past their window,
// and the inbox's ended sessions, one-time tokens and old sign-in failures. ./retention-timer.ts runs it hourly.
import { lt, sql } from 'drizzle-orm';
import { purgeExpiredAuthRows } from '@/server/auth/sign-in-limit';
import type { Database } from '@/server/db/client';
import { leads, rateLimitHits } from '@/server/db/schema';

export interface RetentionSettings {
  retentionDays: number;
  /** Rate-limit rows older than this count for no one and get deleted with expired leads. */
  rateLimitWindowMs: number;
}

/**
 * Deletes, as of `now`, leads older than the retention period (their outbox rows and events cascade), stale rate-limit
 * rows, and the inbox's expired sessions, one-time tokens and old sign-in failures.
 */
export async function purgeExpired(db: Database, settings: RetentionSettings, now: Date): Promise<{ leads: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const deleted = await db
    .delete(leads)
    .where(lt(leads.createdAt, sql`${at} - make_interval(days => ${settings.retentionDays})`))
    .returning({ id: leads.id });
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, sql`${at} - make_interval(secs => ${settings.rateLimitWindowMs / 1000})`));
  await purgeExpiredAuthRows(db, now);
  return { leads: deleted.length };
}
