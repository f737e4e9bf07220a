import { env } from '@/env';
import { closeDatabase, getDatabase } from '@/server/db/client';
import { DataDirHeldError } from '@/server/db/data-dir-lock';
import { describeError, type ErrorCause } from '@/server/error-cause';
import { createEmailSender } from '@/server/leads/delivery/email-sender';
import { createOutboxWorker, type OutboxWorker } from '@/server/leads/delivery/outbox-worker';
import { createWebhookSender } from '@/server/leads/delivery/webhook-sender';
import { leadSettings } from '@/server/leads/lead-settings';
import { logger } from '@/server/logger';
import { createLocalOperatorToken } from '@/server/operator/local-operator-token';

let worker: OutboxWorker | undefined;
let isStarted = false;
const RETRY_OPEN_MS = 5_000;

async function openAndStartWorker(): Promise<void> {
  const { db, kind } = await getDatabase();
  if (kind === 'pglite' && !env.DATA_DIR.startsWith('memory://')) createLocalOperatorToken(env.DATA_DIR);
  const { email, webhook } = leadSettings.channelOptions;
  const started = createOutboxWorker({
    db,
    logger: logger.child({ component: 'outbox' }),
    retentionDays: leadSettings.retentionDays,
    rateLimitWindowMs: leadSettings.rateLimit.windowMs,
    senders: { email: email && createEmailSender(email), webhook: webhook && createWebhookSender(webhook) },
  });
  started.start();
  worker = started;
  logger.info({ database: kind, channels: leadSettings.channels }, 'database ready, outbox worker started');
}

/** PostgreSQL refusing who we are or what we ask for: retrying cannot help. */
const PERMANENT_POSTGRES_CODES = new Set(['28P01', '28000', '3D000', '42501']);

/**
 * Why the server must stop instead of retrying, if it must: a PGlite folder that another process holds or that
 * cannot be opened (retrying would leave /api/health saying 200 over a database that never opens), or
 * PostgreSQL refusing the credentials or the database name.
 */
function reasonToGiveUp(error: unknown, cause: ErrorCause): string | undefined {
  if (error instanceof DataDirHeldError) return error.message;
  if (!env.DATABASE_URL) return `the PGlite folder ${env.DATA_DIR} cannot be opened (${cause.type}${cause.code ? ` ${cause.code}` : ''})`;
  if (cause.code && PERMANENT_POSTGRES_CODES.has(cause.code)) return `PostgreSQL refused the connection for good (${cause.code})`;
  return undefined;
}

/**
 * Opens and migrates the database at server start (not on the first visitor's request) and starts
 * the outbox worker. A PostgreSQL that is down at start is retried; /api/ready says 503 meanwhile.
 */
export async function startServerRuntime(): Promise<void> {
  if (isStarted) return;
  isStarted = true;
  const attempt = async () => {
    try {
      await openAndStartWorker();
    } catch (error) {
      const cause = describeError(error);
      const reason = reasonToGiveUp(error, cause);
      if (reason) {
        logger.fatal({ err: cause, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR }, `database start failed: ${reason}`);
        process.exit(1);
      }
      logger.error({ err: cause }, 'database start failed; retrying');
      setTimeout(attempt, RETRY_OPEN_MS).unref();
    }
  };
  await attempt();
}

/** Graceful shutdown: finishes the delivery in progress, then closes the database. */
export async function stopServerRuntime(): Promise<void> {
  await worker?.stop();
  worker = undefined;
  // Closing PGlite releases the folder's lock (src/server/db/data-dir-lock.ts); the kernel would on exit anyway.
  await closeDatabase();
  logger.info('outbox worker stopped, database closed');
}
