import 'server-only';
import { env } from '@/env';
import { contactSettings } from '@/server/contact/contact-settings';
import { closeDatabase, getDatabase } from '@/server/db/client';
import { installRequestGate } from '@/server/http/request-gate';
import { logger } from '@/server/logger';
import { createEmailSender } from '@/server/notify/email-sender';
import { createOutboxWorker, type OutboxWorker } from '@/server/notify/outbox-worker';
import { createWebhookSender } from '@/server/notify/webhook-sender';
import { removeServerInfo, writeServerInfo } from '@/server/server-info';

const globalForRuntime = globalThis as typeof globalThis & { leadsWorker?: OutboxWorker; leadsRuntimeStarted?: boolean };
const RETRY_OPEN_MS = 5_000;

async function openAndStartWorker(): Promise<void> {
  const { db, kind } = await getDatabase();
  if (kind === 'pglite') {
    writeServerInfo(env.DATA_DIR, { pid: process.pid, port: Number(process.env.PORT ?? 3000), startedAt: new Date().toISOString() });
    // Synchronous, so it also runs when Next exits the process on SIGTERM/SIGINT.
    process.once('exit', () => removeServerInfo(env.DATA_DIR));
  }
  const worker = createOutboxWorker({
    db,
    logger: logger.child({ component: 'outbox' }),
    retentionDays: env.LEAD_RETENTION_DAYS,
    rateLimitWindowMs: contactSettings.rateLimit.windowMs,
    senders: {
      email: env.SMTP_URL && env.LEAD_EMAIL_TO ? createEmailSender({ smtpUrl: env.SMTP_URL, to: env.LEAD_EMAIL_TO, from: env.LEAD_EMAIL_FROM }) : undefined,
      webhook:
        env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET ? createWebhookSender({ url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET }) : undefined,
    },
  });
  worker.start();
  globalForRuntime.leadsWorker = worker;
  logger.info({ database: kind, channels: contactSettings.channels }, 'database ready, outbox worker started');
}

/**
 * Opens and migrates the database at server start (not on the first visitor's request) and starts
 * the outbox worker. A database that is down at start is retried; /api/ready says 503 meanwhile.
 */
export async function startServerRuntime(): Promise<void> {
  if (globalForRuntime.leadsRuntimeStarted) return;
  globalForRuntime.leadsRuntimeStarted = true;
  installRequestGate();
  const attempt = async () => {
    try {
      await openAndStartWorker();
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, 'database start failed; retrying');
      setTimeout(attempt, RETRY_OPEN_MS).unref();
    }
  };
  await attempt();
}

/** Graceful shutdown: finishes the delivery in progress, then closes the database. */
export async function stopServerRuntime(): Promise<void> {
  await globalForRuntime.leadsWorker?.stop();
  globalForRuntime.leadsWorker = undefined;
  await closeDatabase();
  if (!env.DATABASE_URL) removeServerInfo(env.DATA_DIR);
  logger.info('outbox worker stopped, database closed');
}
