import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverDatabase, testBackends } from '../integration/test-databases';
import { ContactLoad, createAttempt, exportedLeads, type LeadAttempt } from './contact-load';
import { deliveredTwice, startLeadReceivers } from './lead-receivers';
import { startServer, testPort } from './production-server';

const backends = await testBackends();
const PORTS = { pglite: testPort(10), postgres: testPort(11) } as const;
const ADMIN_TOKEN = 'graceful-stop-admin-token-0123456789';
const CONCURRENCY = 8;
/** SIGTERM once the concurrent load has this many acknowledgements, with a notification being delivered. */
const SIGTERM_AFTER_ACKS = 15;
/** Bounds the load should that moment never come. */
const MAX_POSTS = 300;
/** The grace period: the drain, the shutdown hooks and the exit fit in it, or the server exits 1. */
const SHUTDOWN_TIMEOUT_MS = 8_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.each(backends)('SIGTERM under load on $name', (backend) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('answers every post in flight, exits 0, and notifies each lead exactly once across the restart', async () => {
    const receivers = await startLeadReceivers();
    cleanups.push(receivers.close);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-sigterm-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = await serverDatabase(backend.name);
    cleanups.push(database.drop);
    const env: Record<string, string> = {
      ...database.env,
      DATA_DIR: dataDir,
      ADMIN_TOKEN,
      CONTACT_RATE_LIMIT: '100000/1m',
      SMTP_URL: receivers.smtpUrl,
      LEAD_EMAIL_TO: 'sales@example.com',
      LEAD_WEBHOOK_URL: receivers.webhookUrl,
      LEAD_WEBHOOK_SECRET: 'graceful-stop-webhook-secret',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      // Above a load balancer's idle timeout (60 s on AWS), as deployments behind one set it: idle
      // connections must then be closed by the drain, not wait out this timeout.
      KEEP_ALIVE_TIMEOUT: '65000',
    };
    // A load balancer's keep-alive pool: its idle connections must not hold the drain open.
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    cleanups.push(() => agent.destroy());
    const prefix = `sigterm-${randomUUID().slice(0, 8)}-`;

    // The webhook receiver answers nothing until released: the worker's delivery stays in progress.
    receivers.hold();
    const server = await startServer(PORTS[backend.name], env);
    cleanups.push(() => server.kill());

    const attempts: LeadAttempt[] = [];
    const load = new ContactLoad(server.url, agent);
    let inFlightAtSigterm = 0;
    let isSigtermSent = false;
    const post = () => {
      const attempt = createAttempt(`${prefix}${attempts.length}`);
      attempts.push(attempt);
      return load.send(attempt);
    };
    // A few leads first, until the worker is stuck delivering one of them.
    while (receivers.heldCount() === 0 && attempts.length < MAX_POSTS) {
      await post();
      await sleep(100);
    }
    const ackedBeforeLoad = load.acked;
    const workers = Array.from({ length: CONCURRENCY }, async () => {
      // The load balancer starts nothing new once the instance is told to stop.
      while (!isSigtermSent && attempts.length < MAX_POSTS) {
        await post();
        if (!isSigtermSent && load.acked - ackedBeforeLoad >= SIGTERM_AFTER_ACKS) {
          isSigtermSent = true;
          inFlightAtSigterm = load.inFlight;
          server.process.kill('SIGTERM');
        }
      }
    });
    await Promise.all(workers);
    expect(isSigtermSent, 'the load never reached SIGTERM').toBe(true);
    expect(inFlightAtSigterm, 'no post in flight at SIGTERM').toBeGreaterThan(0);
    // Every post started before SIGTERM got a complete 2xx answer with a lead id.
    expect(load.failures).toEqual([]);

    // The HTTP drain is over, and the outbox worker waits for its delivery in progress before the exit.
    const hasExited = () => server.process.exitCode !== null || server.process.signalCode !== null;
    await waitFor(() => server.logs().includes('connections drained') || hasExited(), SHUTDOWN_TIMEOUT_MS, 'the HTTP drain');
    await sleep(500);
    expect(hasExited(), server.logs()).toBe(false);
    expect(receivers.heldCount()).toBe(1);
    receivers.release();
    expect(await server.exited, server.logs()).toEqual({ code: 0, signal: null });
    expect(server.logs()).toContain('outbox worker stopped, database closed');
    expect(server.logs()).not.toMatch(/"level":(50|60)/);

    const ids = attempts.map((attempt) => attempt.ackedId ?? '');
    // Notifications were still pending at the stop: the next start has to deliver them.
    expect(new Set(receivers.webhooks).size).toBeLessThan(ids.length);

    const restarted = await startServer(PORTS[backend.name], env);
    cleanups.push(() => restarted.kill());
    const isEveryLeadIn = (delivered: string[]) => {
      const set = new Set(delivered);
      return ids.every((id) => set.has(id));
    };
    await waitFor(() => isEveryLeadIn(receivers.emails) && isEveryLeadIn(receivers.webhooks), 30_000, 'every notification');
    // A second delivery would come with the worker's next poll (every second).
    await sleep(1_500);
    expect(deliveredTwice(receivers.emails)).toEqual([]);
    expect(deliveredTwice(receivers.webhooks)).toEqual([]);
    expect(receivers.emails.toSorted()).toEqual(ids.toSorted());
    expect(receivers.webhooks.toSorted()).toEqual(ids.toSorted());
    // And each acknowledged lead is stored once.
    expect((await exportedLeads(restarted.url, ADMIN_TOKEN, prefix)).map((row) => row.id).toSorted()).toEqual(ids.toSorted());

    await restarted.stop();
    expect(await restarted.exited).toEqual({ code: 0, signal: null });
  });
});
