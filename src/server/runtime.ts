import { env } from '@/env';
import { OUTBOX_CHANNELS, type OutboxChannel } from '@/lib/inbox/vocabulary';
import { closeDatabase, getDatabase } from '@/server/db/client';
import type { Lead } from '@/server/db/schema';
import { DataDirHeldError } from '@/server/db/data-dir-lock';
import { LEAD_CHANGES_CHANNEL } from '@/server/db/notify-channels';
import { describeError, type ErrorCause } from '@/server/error-cause';
import type { LeadSender } from '@/server/leads/delivery/lead-payload';
import { createOutboxWorker, type OutboxWorker } from '@/server/leads/delivery/outbox-worker';
import { createWebhookSender } from '@/server/leads/delivery/webhook-sender';
import { leadSettings } from '@/server/settings/lead-settings';
import { logger } from '@/server/logger';
import { createLocalOperatorToken } from '@/server/operator/local-operator-token';
import { createRetentionTimer, type RetentionTimer } from '@/server/retention/retention-timer';
import { assignmentForDelivery } from '@/server/routing/lead-assignment';
import { createRoutingWorker, type RoutingWorker } from '@/server/routing/routing-worker';
import { vapidDetailsOf } from '@/server/push/vapid-keys';

let workers: OutboxWorker[] = [];
let routing: RoutingWorker | undefined;
let retention: RetentionTimer | undefined;
let stopListening: (() => Promise<void>) | undefined;
let isStarted = false;
const RETRY_OPEN_MS = 5_000;

/** The rows of devices' notifications, delivered by a worker of their own: a slow mail server never holds up a push. */
const DEVICE_CHANNELS = ['push', 'realert', 'assigned', 'unanswered'] as const satisfies ReadonlyArray<OutboxChannel>;
const MESSAGE_CHANNELS = OUTBOX_CHANNELS.filter((channel) => !(DEVICE_CHANNELS as ReadonlyArray<OutboxChannel>).includes(channel));
/** Leads pushed at once: each is a fan-out to every device. */
const PUSHES_AT_ONCE = 8;

/**
 * A sender whose module loads on its first delivery: the push stack (web-push and the packages it signs and encrypts
 * with) and the mail library stay out of the memory of a server that has no device to notify or mail to send yet. A failed load is tried again next time.
 */
function lazySender(load: () => Promise<LeadSender>): LeadSender {
  let loading: Promise<LeadSender> | undefined;
  return async (lead, delivery) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(lead, delivery);
  };
}

async function openAndStartWorker(): Promise<void> {
  const handle = await getDatabase();
  const { db, kind } = handle;
  if (kind === 'pglite' && !env.DATA_DIR.startsWith('memory://')) createLocalOperatorToken(env.DATA_DIR);
  // Made (or read) now, not by the first push or the first browser that asks for the public key.
  await vapidDetailsOf(db);
  const { email, webhook, push, realert, assigned, unanswered } = leadSettings.channelOptions;
  const common = { db, logger: logger.child({ component: 'outbox' }) };
  // The e-mail and the webhook name whom routing gave the lead to.
  const assignmentOf = (lead: Lead) => assignmentForDelivery(lead.id, db, new Date());
  const messages = createOutboxWorker({
    ...common,
    channels: MESSAGE_CHANNELS,
    senders: {
      email: email && lazySender(async () => (await import('@/server/leads/delivery/email-sender')).createEmailSender({ ...email, assignmentOf })),
      webhook: webhook && createWebhookSender({ ...webhook, assignmentOf }),
    },
  });
  const devices = createOutboxWorker({
    ...common,
    channels: DEVICE_CHANNELS,
    batchSize: PUSHES_AT_ONCE,
    concurrency: PUSHES_AT_ONCE,
    senders: {
      push: push && lazySender(async () => (await import('@/server/push/push-sender')).createPushSender(db, push)),
      realert: realert && lazySender(async () => (await import('@/server/push/push-sender')).createRealertSender(db, realert)),
      assigned: assigned && lazySender(async () => (await import('@/server/push/routing-pushes')).createAssignedSender(db, assigned)),
      unanswered: unanswered && lazySender(async () => (await import('@/server/push/routing-pushes')).createUnansweredSender(db, unanswered)),
    },
  });
  // A stored lead is NOTIFYed (migration 0010) by whichever instance stored it: its push leaves at once instead of at
  // the next poll, a second away. The poll stays, for re-alerts when due and for notifications missed while away.
  stopListening = await handle.listen(LEAD_CHANGES_CHANNEL, () => devices.wake());
  workers = [messages, devices];
  for (const worker of workers) worker.start();
  routing = createRoutingWorker({ db, logger: logger.child({ component: 'routing' }) });
  routing.start();
  retention = createRetentionTimer({
    db,
    logger: logger.child({ component: 'retention' }),
    settings: { retentionDays: leadSettings.retentionDays, rateLimitWindowMs: leadSettings.rateLimit.windowMs },
  });
  retention.start();
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
  await stopListening?.();
  stopListening = undefined;
  await routing?.stop();
  routing = undefined;
  await retention?.stop();
  retention = undefined;
  await Promise.all(workers.map((worker) => worker.stop()));
  workers = [];
  // Closing PGlite releases the folder's lock (src/server/db/data-dir-lock.ts); the kernel would on exit anyway.
  await closeDatabase();
  logger.info('outbox worker stopped, database closed');
}
