// Retention's clock on each server: a purge when the server starts, then hourly. Every instance runs one; a purge is
// a few deletes of what has expired, so two at once delete it once.
import type { Database } from '@/server/db/client';
import { describeError } from '@/server/error-cause';
import { createRepeatingPass, type RepeatingPass } from '@/server/repeating-pass';
import { purgeExpired, type RetentionSettings } from './purge-expired';

interface TimerLogger {
  info(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

interface RetentionTimerOptions {
  db: Database;
  logger: TimerLogger;
  settings: RetentionSettings;
  /** The time a purge counts ages from: the wall clock in the server. */
  clock?: () => Date;
  intervalMs?: number;
}

export type RetentionTimer = RepeatingPass;

export function createRetentionTimer(options: RetentionTimerOptions): RetentionTimer {
  const { db, logger, settings } = options;
  const clock = options.clock ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 3_600_000;
  return createRepeatingPass(async () => {
    try {
      const purged = await purgeExpired(db, settings, clock());
      if (purged.leads > 0) logger.info({ deletedLeads: purged.leads }, 'expired leads deleted');
    } catch (error) {
      logger.error({ err: describeError(error) }, 'retention purge failed');
    }
  }, intervalMs);
}
