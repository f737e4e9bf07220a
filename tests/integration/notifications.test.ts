import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadOutbox, leads } from '@/server/db/schema';
import { createEmailSender } from '@/server/leads/delivery/email-sender';
import { createOutboxWorker, type OutboxWorkerOptions } from '@/server/leads/delivery/outbox-worker';
import { createWebhookSender } from '@/server/leads/delivery/webhook-sender';
import { submitLead, type SubmitLeadInput } from '@/server/leads/store-lead';
import { restoreLeads } from '@/server/leads/spam-queries';
import { testBackends } from './test-databases';

const backends = await testBackends();
const SECRET = 'test-webhook-secret-0123456789';
const SITE_URL = 'https://sales.example.com';
const silent = { info() {}, warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function input(message: string): SubmitLeadInput {
  return {
    fields: { name: 'Grace Wanjiru', country: 'KE', mobile: '+254712345678', message },
    locale: 'en',
    idempotencyKey: randomUUID(),
    ipHash: randomUUID(),
    userAgent: null,
    spamReason: null,
  };
}

/** A real SMTP receiver (no STARTTLS: its built-in certificate has expired). */
async function startSmtpReceiver() {
  const mails: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { mails, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A local webhook receiver; `isUp` false answers 503. */
async function startWebhookReceiver() {
  const state = { isUp: true, received: [] as Array<{ body: string; signature: string | undefined }> };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (!state.isUp) {
        response.writeHead(503).end();
        return;
      }
      state.received.push({ body, signature: request.headers['x-signature'] as string | undefined });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { state, url: `http://127.0.0.1:${port}/hook`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(backends)('lead notifications on $name', (backend) => {
  let handle: Awaited<ReturnType<typeof backend.open>>;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let workerOptions: OutboxWorkerOptions;
  const submitOptions = { rateLimit: { limit: 100, windowMs: 60_000 }, channels: ['email', 'webhook'] as const };

  beforeAll(async () => {
    [handle, smtp, hook] = await Promise.all([backend.open(), startSmtpReceiver(), startWebhookReceiver()]);
    workerOptions = {
      db: handle.db,
      logger: silent,
      baseDelayMs: 100,
      maxAttempts: 3,
      senders: {
        email: createEmailSender({ smtpUrl: smtp.url, to: 'sales@example.com', siteUrl: SITE_URL }),
        webhook: createWebhookSender({ url: hook.url, secret: SECRET, siteUrl: SITE_URL }),
      },
    };
  });
  afterAll(async () => {
    await Promise.all([handle?.dispose(), smtp?.close(), hook?.close()]);
  });

  const leadFor = async (id: string) => (await handle.db.select().from(leads).where(eq(leads.id, id)))[0];

  it('mails the lead in plain English with a link to its page, and posts it to the webhook with a valid signature', async () => {
    const marker = `Need 40 cartons ${randomUUID()}`;
    const result = await submitLead(handle.db, input(marker), { ...submitOptions, channels: [...submitOptions.channels] });
    const id = result.kind === 'created' ? result.id : '';
    await createOutboxWorker(workerOptions).runOnce();

    const mail = smtp.mails.find((raw) => raw.includes(marker));
    expect(mail).toBeDefined();
    expect(mail).toContain('Grace Wanjiru');
    expect(mail).toContain('+254712345678');
    expect(mail).toContain('Kenya (KE)');
    // One tap from the phone's mail to the lead (quoted-printable may wrap the line: unfolded first).
    expect(mail?.replace(/=\r?\n/g, '')).toContain(`Open it in the inbox: ${SITE_URL}/inbox/lead/${id}`);

    const delivery = hook.state.received.find((item) => item.body.includes(marker));
    expect(delivery).toBeDefined();
    const expected = `sha256=${createHmac('sha256', SECRET)
      .update(delivery?.body ?? '')
      .digest('hex')}`;
    expect(delivery?.signature).toBe(expected);
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ lead: { id, mobile: '+254712345678', country: 'KE', url: `${SITE_URL}/inbox/lead/${id}` } });
    expect(await leadFor(id)).toMatchObject({ notificationStatus: 'sent' });
  });

  it('delivers to a receiver that was down once it is back (state kept in the outbox)', async () => {
    hook.state.isUp = false;
    const marker = `Retry me ${randomUUID()}`;
    const result = await submitLead(handle.db, input(marker), { ...submitOptions, channels: ['webhook'] });
    const id = result.kind === 'created' ? result.id : '';
    await createOutboxWorker(workerOptions).runOnce();
    const [row] = await handle.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toContain('503');

    hook.state.isUp = true;
    await sleep(250); // past the first backoff (100 ms)
    // A new worker, as after a restart: the retry state lives in the database.
    await createOutboxWorker(workerOptions).runOnce();
    expect(hook.state.received.filter((item) => item.body.includes(marker))).toHaveLength(1);
    expect(await leadFor(id)).toMatchObject({ notificationStatus: 'sent' });
  });

  it('marks the notification failed after the last retry and keeps the lead', async () => {
    const marker = `Never reachable ${randomUUID()}`;
    const down = { ...workerOptions, senders: { webhook: createWebhookSender({ url: 'http://127.0.0.1:9/closed', secret: SECRET, siteUrl: SITE_URL }) } };
    const result = await submitLead(handle.db, input(marker), { ...submitOptions, channels: ['webhook'] });
    const id = result.kind === 'created' ? result.id : '';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await createOutboxWorker(down).runOnce();
      await sleep(450); // backoff: 100, 200 ms
    }
    const [row] = await handle.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await leadFor(id)).toMatchObject({ notificationStatus: 'failed', message: marker });
  });

  it('notifies each lead exactly once with several workers polling at once', async () => {
    const delivered: string[] = [];
    const counting = { ...workerOptions, senders: { webhook: async (lead: { id: string }) => void delivered.push(lead.id) } };
    const ids: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      const result = await submitLead(handle.db, input(`Batch ${i}`), { ...submitOptions, channels: ['webhook'] });
      if (result.kind === 'created') ids.push(result.id);
    }
    await Promise.all(Array.from({ length: 4 }, () => createOutboxWorker({ ...counting, batchSize: 3 }).runOnce()));
    expect(delivered.sort()).toEqual([...ids].sort());
  });

  it('marks a lead sent when two workers deliver its two channels at the same moment', async () => {
    // Each send waits for the next one, so pairs of deliveries, usually both channels of one lead, finish together
    // and the two workers settle them in concurrent transactions.
    let waiting: (() => void) | undefined;
    const inStep = async () => {
      if (waiting) {
        waiting();
        waiting = undefined;
        return;
      }
      await new Promise<void>((resolve) => {
        waiting = resolve;
        setTimeout(resolve, 200); // the last, unpaired delivery
      });
    };
    const paired = { ...workerOptions, batchSize: 1, senders: { email: inStep, webhook: inStep } };
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const result = await submitLead(handle.db, input(`Both channels ${i}`), { ...submitOptions, channels: ['email', 'webhook'] });
      if (result.kind === 'created') ids.push(result.id);
    }
    await Promise.all([createOutboxWorker(paired).runOnce(), createOutboxWorker(paired).runOnce()]);
    const outbox = await handle.db.select().from(leadOutbox).where(inArray(leadOutbox.leadId, ids));
    expect(outbox.filter((row) => row.status !== 'sent')).toEqual([]);
    const settled = await handle.db.select({ id: leads.id, status: leads.notificationStatus }).from(leads).where(inArray(leads.id, ids));
    expect(settled.filter((lead) => lead.status !== 'sent')).toEqual([]);
  });

  it('never notifies spam', async () => {
    const delivered: string[] = [];
    const counting = { ...workerOptions, senders: { webhook: async (lead: { id: string }) => void delivered.push(lead.id) } };
    const result = await submitLead(handle.db, { ...input('spam'), spamReason: 'honeypot' }, { ...submitOptions, channels: ['webhook'] });
    await createOutboxWorker(counting).runOnce();
    expect(delivered).not.toContain(result.kind === 'created' ? result.id : 'none');
  });

  it('notifies a restored spam lead through the outbox exactly once, however often and concurrently it is restored', async () => {
    const marker = `Filed as too fast by mistake ${randomUUID()}`;
    const result = await submitLead(handle.db, { ...input(marker), spamReason: 'too-fast' }, { ...submitOptions, channels: ['webhook'] });
    const id = result.kind === 'created' ? result.id : '';
    await createOutboxWorker(workerOptions).runOnce();
    expect(hook.state.received.filter((item) => item.body.includes(marker))).toHaveLength(0);

    const restores = await Promise.all([1, 2, 3].map(() => restoreLeads(handle.db, [id], ['webhook'])));
    expect(restores.filter((outcome) => outcome.kind === 'restored' && outcome.restored.includes(id))).toHaveLength(1);
    expect(await restoreLeads(handle.db, [id], ['webhook'])).toEqual({ kind: 'restored', restored: [], alreadyNew: [id] });
    // Until the row settles: on a loaded machine a first attempt can fail (a reused keep-alive socket the receiver
    // just closed) and wait out its backoff. Retries are part of "exactly once"; the count below is what matters.
    for (let round = 0; round < 20 && (await leadFor(id))?.notificationStatus !== 'sent'; round += 1) {
      await createOutboxWorker(workerOptions).runOnce();
      await sleep(150);
    }
    for (let round = 0; round < 2; round += 1) await createOutboxWorker(workerOptions).runOnce();

    const deliveries = hook.state.received.filter((item) => item.body.includes(marker));
    expect(deliveries).toHaveLength(1);
    expect(JSON.parse(deliveries[0]?.body ?? '{}')).toMatchObject({ lead: { id } });
    expect(await leadFor(id)).toMatchObject({ status: 'new', spamReason: 'too-fast', notificationStatus: 'sent' });
  });

  it('restores nothing when one id is unknown', async () => {
    const result = await submitLead(handle.db, { ...input('honeypot'), spamReason: 'honeypot' }, { ...submitOptions, channels: ['webhook'] });
    const id = result.kind === 'created' ? result.id : '';
    const unknown = randomUUID();
    expect(await restoreLeads(handle.db, [id, unknown], ['webhook'])).toEqual({ kind: 'unknown-ids', ids: [unknown] });
    expect(await leadFor(id)).toMatchObject({ status: 'spam', notificationStatus: 'none' });
    expect(await handle.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, id))).toHaveLength(0);
  });

  it('stop() hands back claimed rows it has not attempted yet', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const gated = {
      ...workerOptions,
      batchSize: 5,
      senders: {
        webhook: async () => {
          calls += 1;
          await gate;
        },
      },
    };
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const result = await submitLead(handle.db, input(`gated ${i}`), { ...submitOptions, channels: ['webhook'] });
      if (result.kind === 'created') ids.push(result.id);
    }
    const worker = createOutboxWorker(gated);
    worker.start();
    while (calls === 0) await sleep(20);
    const stopping = worker.stop();
    release();
    await stopping;
    expect(calls).toBe(1);
    const rows = await handle.db.select().from(leadOutbox).where(inArray(leadOutbox.leadId, ids));
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    const released = rows.filter((row) => row.status === 'pending');
    expect(released).toHaveLength(2);
    for (const row of released) {
      expect(row.attempts).toBe(0);
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    }
  });

  it('stop() waits for the delivery in progress', async () => {
    let finished = false;
    const slow = {
      ...workerOptions,
      senders: {
        webhook: async () => {
          await sleep(300);
          finished = true;
        },
      },
    };
    await submitLead(handle.db, input('slow'), { ...submitOptions, channels: ['webhook'] });
    const worker = createOutboxWorker(slow);
    worker.start();
    await sleep(50);
    await worker.stop();
    expect(finished).toBe(true);
  });
});
