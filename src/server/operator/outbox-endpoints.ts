import { Gauge, Registry } from 'prom-client';
import type { SpamReason } from '@/lib/inbox/vocabulary';
import { getDatabase } from '@/server/db/client';
import { describeError } from '@/server/error-cause';
import { refuseUnlessAdmin } from '@/server/http/admin-access';
import { createRequestLogger } from '@/server/logger';
import { countOutboxBacklog, requeueFailedNotifications, type OutboxBacklog } from '@/server/leads/queries';
import { countSpamByReason } from '@/server/leads/spam-queries';

const registry = new Registry();
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

/** `GET /api/metrics`: Prometheus text with the undelivered notifications and the spam by reason, for the operator holding ADMIN_TOKEN. */
export async function respondWithMetrics(request: Request): Promise<Response> {
  const { requestId, log } = createRequestLogger(request);
  const headers = { 'Cache-Control': 'no-store', 'X-Request-Id': requestId };
  const refusal = refuseUnlessAdmin(request, headers, log);
  if (refusal) return refusal;
  let backlog: OutboxBacklog;
  let spam: Record<SpamReason, number>;
  try {
    const { db } = await getDatabase();
    [backlog, spam] = await Promise.all([countOutboxBacklog(db), countSpamByReason(db)]);
  } catch (error) {
    log.error({ err: describeError(error) }, 'metrics failed');
    return Response.json({ success: false, msg: 'database unavailable' }, { status: 503, headers: { ...headers, 'Retry-After': '30' } });
  }
  for (const [state, count] of Object.entries(backlog)) outboxRows.set({ state }, count);
  for (const [reason, count] of Object.entries(spam)) spamLeads.set({ reason }, count);
  return new Response(await registry.metrics(), { headers: { ...headers, 'Content-Type': registry.contentType } });
}

/** `POST /api/outbox/retry`: failed notifications back in the queue (`npm run leads:retry` while a server holds PGlite). */
export async function respondToRetry(request: Request): Promise<Response> {
  const { requestId, log } = createRequestLogger(request);
  const headers = { 'Cache-Control': 'no-store', 'X-Request-Id': requestId };
  const refusal = refuseUnlessAdmin(request, headers, log);
  if (refusal) return refusal;
  try {
    const requeued = await requeueFailedNotifications((await getDatabase()).db);
    log.info({ requeued }, 'failed notifications queued again');
    return Response.json({ success: true, msg: 'ok', data: { requeued } }, { headers });
  } catch (error) {
    log.error({ err: describeError(error) }, 'retry of failed notifications failed');
    return Response.json({ success: false, msg: 'database unavailable' }, { status: 503, headers: { ...headers, 'Retry-After': '30' } });
  }
}
