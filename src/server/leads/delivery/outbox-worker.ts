import type { OutboxChannel } from '@/lib/inbox/vocabulary';
import type { Database } from '@/server/db/client';
import { describeError } from '@/server/error-cause';
import type { LeadSender } from './lead-payload';
import {
  claimDueOutboxRows,
  findLead,
  markOutboxRowFailed,
  markOutboxRowSent,
  releaseOutboxClaims,
  scheduleOutboxRetry,
  type ClaimedOutboxRow,
} from './outbox-queries';

interface WorkerLogger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface OutboxWorkerOptions {
  db: Database;
  senders: Partial<Record<OutboxChannel, LeadSender>>;
  logger: WorkerLogger;
  /** The rows this worker delivers (all when absent): a process runs one worker per kind of channel, apart. */
  channels?: ReadonlyArray<OutboxChannel>;
  pollIntervalMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  /** How long a claimed row stays invisible to other instances while one delivers it. */
  leaseMs?: number;
  batchSize?: number;
  /** Rows delivered at once (default one after the other): a slow push service then holds up only its own lead. */
  concurrency?: number;
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling, waits for the delivery in progress, and releases claimed rows not yet attempted. */
  stop(): Promise<void>;
  /** Delivers every due row once; returns how many were attempted. */
  runOnce(): Promise<number>;
  /** Looks for due rows now instead of at the next poll (a lead was just stored), or right after the current look. */
  wake(): void;
}

/** Delay before attempt `attempts + 1`: base × 2^(attempts − 1), capped. */
function backoffDelayMs(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/** The background notifier: claims due outbox rows (SKIP LOCKED), delivers, retries with backoff. */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, senders, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const baseDelayMs = options.baseDelayMs ?? 10_000;
  const maxDelayMs = options.maxDelayMs ?? 3_600_000;
  const maxAttempts = options.maxAttempts ?? 12;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 10;
  const concurrency = options.concurrency ?? 1;
  const { channels } = options;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let isStarted = false;
  let isStopRequested = false;
  let isTicking = false;
  let isWakeRequested = false;

  async function markFailed(row: ClaimedOutboxRow, error: unknown) {
    const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
    if (row.attempts >= maxAttempts) {
      await markOutboxRowFailed(db, row, lastError);
      // Visible to the operator: /api/metrics counts it and `npm run leads:retry` sends it again.
      logger.error({ leadId: row.leadId, channel: row.channel, attempts: row.attempts, err: describeError(error) }, 'lead notification failed for good');
      return;
    }
    const delay = backoffDelayMs(row.attempts, baseDelayMs, maxDelayMs);
    await scheduleOutboxRetry(db, row.id, lastError, delay);
    logger.warn(
      { leadId: row.leadId, channel: row.channel, attempts: row.attempts, retryInMs: delay, err: describeError(error) },
      'lead notification will be retried',
    );
  }

  async function deliver(row: ClaimedOutboxRow) {
    const lead = await findLead(db, row.leadId);
    if (!lead) return; // Deleted by retention meanwhile; the row went with it (cascade).
    const send = senders[row.channel];
    try {
      if (!send) throw new Error(`channel ${row.channel} is not configured`);
      await send(lead, row);
    } catch (error) {
      await markFailed(row, error);
      return;
    }
    await markOutboxRowSent(db, row);
    logger.info({ leadId: row.leadId, channel: row.channel, attempts: row.attempts }, 'lead notified');
  }

  async function runOnce(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const claimed = await claimDueOutboxRows(db, { batchSize, leaseMs, channels });
      for (let start = 0; start < claimed.length; start += concurrency) {
        if (isStopRequested) {
          await releaseOutboxClaims(
            db,
            claimed.slice(start).map((rest) => rest.id),
          );
          return attempted + start;
        }
        await Promise.all(claimed.slice(start, start + concurrency).map(deliver));
      }
      attempted += claimed.length;
      if (claimed.length === 0 || isStopRequested) return attempted;
    }
  }

  async function tick() {
    try {
      await runOnce();
    } catch (error) {
      logger.error({ err: describeError(error) }, 'outbox worker tick failed');
    }
  }

  function runTick() {
    timer = undefined;
    isTicking = true;
    running = tick().finally(() => {
      isTicking = false;
      schedule();
    });
  }

  function schedule() {
    if (isStopRequested) return;
    if (isWakeRequested) {
      isWakeRequested = false;
      runTick();
      return;
    }
    timer = setTimeout(runTick, pollIntervalMs);
    timer.unref();
  }

  return {
    start() {
      if (isStarted) return;
      isStarted = true;
      runTick();
    },
    wake() {
      if (!isStarted || isStopRequested) return;
      // A look already under way may have claimed before the row was there: look once more right after it.
      if (isTicking) {
        isWakeRequested = true;
        return;
      }
      clearTimeout(timer);
      runTick();
    },
    async stop() {
      isStopRequested = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    runOnce,
  };
}
