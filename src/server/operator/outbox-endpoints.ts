import { Gauge } from 'prom-client';
import type { SpamReason } from '@/lib/inbox/vocabulary';
import { getDatabase } from '@/server/db/client';
import { countOutboxBacklog, requeueFailedNotifications, type OutboxBacklog } from '@/server/leads/outbox-backlog';
import { countSpamByReason } from '@/server/leads/spam-queries';
import { metricsRegistry as registry } from '@/server/metrics/registry';
import { databaseUnavailable, respondToOperator } from './operator-endpoint';

const outboxRows = new Gauge({
  name: 'leads_outbox_rows',
  help: 'Lead notifications not delivered, by state: pending, retrying (failed at least once), stuck (due for over 5 minutes), failed (gave up; npm run leads:retry)',
  labelNames: ['state'] as const,
  registers: [registry],
});
const spamLeads = new Gauge({
  name: 'leads_spam',
  help: 'Stored leads filed as spam, by reason: honeypot, too-fast, no-timing, unknown (filed before reasons were kept); npm run leads:restore files one back as new',
  labelNames: ['reason'] as const,
  registers: [registry],
});

/**
 * `GET /api/metrics`: Prometheus text for the operator holding ADMIN_TOKEN: the undelivered notifications and the spam
 * by reason, with the process's and the requests' metrics (src/server/metrics/registry.ts).
 */
export function respondWithMetrics(request: Request): Promise<Response> {
  return respondToOperator(request, async (operator) => {
    let backlog: OutboxBacklog;
    let spam: Record<SpamReason, number>;
    try {
      const { db } = await getDatabase();
      [backlog, spam] = await Promise.all([countOutboxBacklog(db), countSpamByReason(db)]);
    } catch (error) {
      return databaseUnavailable(operator, error, 'metrics failed');
    }
    for (const [state, count] of Object.entries(backlog)) outboxRows.set({ state }, count);
    for (const [reason, count] of Object.entries(spam)) spamLeads.set({ reason }, count);
    return new Response(await registry.metrics(), { headers: { ...operator.headers, 'Content-Type': registry.contentType } });
  });
}

/** `POST /api/outbox/retry`: failed notifications back in the queue (`npm run leads:retry` while a server holds PGlite). */
export function respondToRetry(request: Request): Promise<Response> {
  return respondToOperator(request, async (operator) => {
    try {
      const requeued = await requeueFailedNotifications((await getDatabase()).db);
      operator.log.info({ requeued }, 'failed notifications queued again');
      return Response.json({ success: true, msg: 'ok', data: { requeued } }, { headers: operator.headers });
    } catch (error) {
      return databaseUnavailable(operator, error, 'retry of failed notifications failed');
    }
  });
}
