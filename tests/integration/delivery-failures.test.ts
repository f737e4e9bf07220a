// Failed lead notifications are visible (a count for /api/metrics, a warning log with the lead id only) and can be
// sent again (`npm run leads:retry`), on PGlite and the real PostgreSQL.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '@/server/db/schema';
import { createOutboxWorker } from '@/server/leads/delivery/outbox-worker';
import { countOutboxBacklog, requeueFailedNotifications } from '@/server/leads/outbox-backlog';
import { submitLead, type SubmitLeadInput } from '@/server/leads/store-lead';
import { openForSuite, testBackends } from './test-databases';

const backends = await testBackends();

function input(marker: string): SubmitLeadInput {
  return {
    fields: { name: `Name ${marker}`, country: 'KE', mobile: '+254712345678', message: `Message ${marker}` },
    locale: 'en',
    idempotencyKey: randomUUID(),
    ipHash: randomUUID(),
    userAgent: `Agent ${marker}`,
    spamReason: null,
  };
}

describe.each(backends)('delivery failures on $name', (backend) => {
  const handle = openForSuite(backend);

  it('counts a notification that failed for good, logs the lead id only, and sends it again on retry', async () => {
    const marker = `Marker${randomUUID().replaceAll('-', '')}`;
    const submitted = await submitLead(handle.db, input(marker), { rateLimit: { limit: 100, windowMs: 60_000 }, channels: ['webhook'] });
    if (submitted.kind !== 'created') throw new Error(`not created: ${submitted.kind}`);
    const lines: Array<{ level: string; fields: object; message?: string }> = [];
    const logger = {
      info: (fields: object, message?: string) => lines.push({ level: 'info', fields, message }),
      warn: (fields: object, message?: string) => lines.push({ level: 'warn', fields, message }),
      error: (fields: object, message?: string) => lines.push({ level: 'error', fields, message }),
    };
    const delivered: string[] = [];
    let isReceiverUp = false;
    const worker = createOutboxWorker({
      db: handle.db,
      logger,
      maxAttempts: 2,
      baseDelayMs: 0,
      senders: {
        // Fails the way a receiver's error would, with the lead's text in the message.
        webhook: async (lead) => {
          if (!isReceiverUp) throw new Error(`receiver refused ${lead.name}: ${lead.message}`);
          delivered.push(lead.id);
        },
      },
    });

    await worker.runOnce();
    await worker.runOnce();
    expect(await countOutboxBacklog(handle.db)).toMatchObject({ failed: 1, pending: 0 });
    const [failedLead] = await handle.db.select().from(leads).where(eq(leads.id, submitted.id));
    expect(failedLead?.notificationStatus).toBe('failed');
    // A warning (or worse) for each failed attempt, naming the lead; nothing of its text anywhere in the log.
    const failures = lines.filter((line) => line.level !== 'info');
    expect(failures).toHaveLength(2);
    expect(failures.every((line) => (line.fields as { leadId?: string }).leadId === submitted.id)).toBe(true);
    expect(JSON.stringify(lines)).not.toContain(marker);

    expect(await requeueFailedNotifications(handle.db)).toBe(1);
    expect(await countOutboxBacklog(handle.db)).toMatchObject({ failed: 0, pending: 1, retrying: 0 });
    isReceiverUp = true;
    await worker.runOnce();
    expect(delivered).toEqual([submitted.id]);
    const [sentLead] = await handle.db.select().from(leads).where(eq(leads.id, submitted.id));
    expect(sentLead?.notificationStatus).toBe('sent');
    expect(await countOutboxBacklog(handle.db)).toEqual({ pending: 0, retrying: 0, stuck: 0, failed: 0 });
  });
});
