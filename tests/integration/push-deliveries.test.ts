// The outbox's push and re-alert channels against a real HTTPS push service on loopback (tests/fixtures/push-service.ts)
// and a real database, PGlite and PostgreSQL: each device gets each lead's push once, across retries, concurrent
// senders and a sender that stopped mid-push; a gone device is forgotten; the re-alert goes to the devices the first
// alert reached, once, and not at all for a lead someone took.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authUsers, leadEvents, leadOutbox, leads, pushDeliveries, pushSubscriptions } from '@/server/db/schema';
import { createOutboxWorker, type OutboxWorker } from '@/server/leads/delivery/outbox-worker';
import { findLead } from '@/server/leads/delivery/outbox-queries';
import { submitLead } from '@/server/leads/store-lead';
import { createPushSender, createRealertSender, type PushSenderOptions } from '@/server/push/push-sender';
import { parsePushServiceHosts } from '@/server/settings/push-service-hosts';
import { savePushSubscription } from '@/server/push/subscriptions';
import { startPushService, type FakeDevice, type PushService } from '../fixtures/push-service';
import { testBackends } from './test-databases';

const backends = await testBackends();
const silent = { info() {}, warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const REALERT_AFTER_MS = 1_500;
/** A `push` row's delivery: it rings for no routing step. */
const NO_STEP = { step: null };

describe.each(backends)('pushes on $name', (backend) => {
  let handle: Awaited<ReturnType<typeof backend.open>>;
  let service: PushService;
  let options: PushSenderOptions;
  let worker: OutboxWorker;
  let devices: FakeDevice[] = [];

  beforeAll(async () => {
    [handle, service] = await Promise.all([backend.open(), startPushService()]);
    service.trustInThisProcess();
    options = { serviceHosts: parsePushServiceHosts(service.host), realertAfterMs: REALERT_AFTER_MS };
    worker = createOutboxWorker({
      db: handle.db,
      logger: silent,
      channels: ['push', 'realert'],
      baseDelayMs: 200,
      concurrency: 4,
      senders: { push: createPushSender(handle.db, options), realert: createRealertSender(handle.db, options) },
    });
    await handle.db.insert(authUsers).values([
      { id: 'agent-en', name: 'Ada', email: 'ada@example.com', role: 'agent' },
      { id: 'agent-zh', name: 'Li', email: 'li@example.com', role: 'agent' },
    ]);
  });
  afterAll(async () => {
    await Promise.all([handle?.dispose(), service?.close()]);
  });
  beforeEach(async () => {
    // Each test starts with no lead waiting for its push and three new devices.
    await handle.db.delete(leads);
    await handle.db.delete(pushSubscriptions);
    devices = [service.device(`a-${randomUUID()}`), service.device(`b-${randomUUID()}`), service.device(`c-${randomUUID()}`)];
    for (const [index, device] of devices.entries()) {
      await savePushSubscription(handle.db, index === 2 ? 'agent-zh' : 'agent-en', index === 2 ? 'zh-CN' : 'en', device.subscription);
    }
  });

  const storeLead = async (message = `Cooking oil ${randomUUID()}`) => {
    const result = await submitLead(
      handle.db,
      {
        fields: { name: 'Amina Bello', country: 'NG', mobile: '+2348031234567', message },
        locale: 'en',
        idempotencyKey: randomUUID(),
        ipHash: randomUUID(),
        userAgent: null,
        spamReason: null,
      },
      { rateLimit: { limit: 100, windowMs: 60_000 }, channels: ['push'] },
    );
    if (result.kind !== 'created') throw new Error(result.kind);
    return result.id;
  };
  const pushesOf = (leadId: string, device: FakeDevice) => service.delivered(device.name).filter((push) => push.payload?.url === `/inbox/lead/${leadId}`);
  const outboxOf = (leadId: string) => handle.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, leadId));

  it('pushes a lead to every device once, in each person’s language', async () => {
    const id = await storeLead();
    await worker.runOnce();
    for (const device of devices) expect(pushesOf(id, device)).toHaveLength(1);
    const [english, , chinese] = devices.map((device) => pushesOf(id, device)[0]?.payload);
    expect(english).toMatchObject({ title: 'New lead: Amina Bello', tag: `lead-${id}` });
    expect(chinese).toMatchObject({ title: '新线索：Amina Bello', tag: `lead-${id}` });
    expect((await outboxOf(id)).find((row) => row.channel === 'push')).toMatchObject({ status: 'sent' });
  });

  it('stores no push row for a lead while no device has notifications on', async () => {
    await handle.db.delete(pushSubscriptions);
    const id = await storeLead();
    expect(await outboxOf(id)).toEqual([]);
    expect(await findLead(handle.db, id)).toMatchObject({ notificationStatus: 'none' });
  });

  it('retries a device whose push failed, and only that one', async () => {
    const [first, second, third] = devices as [FakeDevice, FakeDevice, FakeDevice];
    service.answerNext(second.name, [500, 503]);
    const id = await storeLead();
    await worker.runOnce();
    expect((await outboxOf(id)).find((row) => row.channel === 'push')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('500'),
    });
    // The outbox's backoff (200, then 400 ms) until the service takes it.
    for (const deadline = Date.now() + 10_000; pushesOf(id, second).length === 0 && Date.now() < deadline;) {
      await sleep(200);
      await worker.runOnce();
    }
    for (const device of [first, second, third]) expect(pushesOf(id, device), device.name).toHaveLength(1);
    expect(service.requests.filter((push) => push.device === second.name && push.status >= 500)).toHaveLength(2);
    expect((await outboxOf(id)).find((row) => row.channel === 'push')).toMatchObject({ status: 'sent' });
  });

  it('forgets a device its push service calls gone, and settles the lead', async () => {
    const gone = devices[1] as FakeDevice;
    service.answerNext(gone.name, [410]);
    const id = await storeLead();
    await worker.runOnce();
    const left = await handle.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left.map((row) => row.endpoint)).not.toContain(gone.subscription.endpoint);
    expect(left).toHaveLength(2);
    expect((await outboxOf(id)).find((row) => row.channel === 'push')).toMatchObject({ status: 'sent' });
  });

  it('sends each device once when two senders push the same lead at the same moment', async () => {
    // As when a row's lease ran out while its first sender was still pushing, and another instance took it.
    const id = await storeLead();
    const lead = await findLead(handle.db, id);
    const push = createPushSender(handle.db, options);
    const outcomes = await Promise.allSettled([push(lead!, NO_STEP), push(lead!, NO_STEP), push(lead!, NO_STEP)]);
    expect(outcomes.some((outcome) => outcome.status === 'fulfilled')).toBe(true);
    for (const device of devices) expect(pushesOf(id, device)).toHaveLength(1);
  });

  it('takes over a claim left by a sender that stopped mid-push, and leaves a fresh one to its sender', async () => {
    const id = await storeLead();
    const [stale, fresh] = await handle.db.select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).limit(2);
    await handle.db.insert(pushDeliveries).values([
      { leadId: id, subscriptionId: stale!.id, kind: 'new', claimedAt: sql`now() - interval '5 minutes'` },
      { leadId: id, subscriptionId: fresh!.id, kind: 'new' },
    ]);
    const push = createPushSender(handle.db, options);
    await expect(push((await findLead(handle.db, id))!, NO_STEP)).rejects.toThrow(/another worker/);
    const endpoints = service
      .delivered()
      .filter((item) => item.payload?.url === `/inbox/lead/${id}`)
      .map((item) => `https://${service.host}/push/${encodeURIComponent(item.device)}`);
    expect(endpoints).toContain(stale!.endpoint);
    expect(endpoints).not.toContain(fresh!.endpoint);
    expect(endpoints).toHaveLength(2);
  });

  it('alerts again after LEAD_REALERT_AFTER, with the same tag, to the devices reached, once; not for a lead someone took', async () => {
    const [first, missed, third] = devices as [FakeDevice, FakeDevice, FakeDevice];
    service.answerNext(missed.name, [410]);
    const waiting = await storeLead();
    await worker.runOnce();
    const assigned = await storeLead();
    const noted = await storeLead();
    await worker.runOnce();
    await handle.db.update(leads).set({ assignedTo: 'agent-en' }).where(eq(leads.id, assigned));
    // Assigned and taken back: the lead is unassigned again, but someone saw it.
    await handle.db.insert(leadEvents).values({ leadId: noted, actorId: 'agent-en', actorName: 'Ada', kind: 'assigned', detail: { to: null } });
    const [realert] = await handle.db
      .select()
      .from(leadOutbox)
      .where(and(eq(leadOutbox.leadId, waiting), eq(leadOutbox.channel, 'realert')));
    const [lead] = await handle.db.select({ createdAt: leads.createdAt }).from(leads).where(eq(leads.id, waiting));
    expect(realert?.nextAttemptAt.getTime()).toBe((lead?.createdAt.getTime() ?? 0) + REALERT_AFTER_MS);
    // Notified, and when: the re-alert waiting for its time is a follow-up.
    expect(await findLead(handle.db, waiting)).toMatchObject({ notificationStatus: 'sent', notifiedAt: expect.any(Date) });

    await worker.runOnce();
    expect(pushesOf(waiting, first)).toHaveLength(1);
    await sleep(REALERT_AFTER_MS + 200);
    await worker.runOnce();
    await worker.runOnce();
    const again = pushesOf(waiting, first);
    expect(again).toHaveLength(2);
    expect(again[1]?.payload).toMatchObject({ title: 'Still waiting: Amina Bello', tag: `lead-${waiting}`, url: `/inbox/lead/${waiting}` });
    expect(pushesOf(waiting, third).map((push) => push.payload?.title)).toEqual(['新线索：Amina Bello', '仍待跟进：Amina Bello']);
    expect(pushesOf(waiting, missed)).toHaveLength(0);
    for (const taken of [assigned, noted]) {
      expect(pushesOf(taken, first), taken).toHaveLength(1);
      expect((await outboxOf(taken)).map((row) => [row.channel, row.status]).sort()).toEqual([
        ['push', 'sent'],
        ['realert', 'sent'],
      ]);
    }
  });
});
