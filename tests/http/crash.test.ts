import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverDatabase, testBackends } from '../integration/test-databases';
import { ContactLoad, countBy, createAttempt, exportedLeads, isAcknowledged, postLead, type LeadAttempt } from './contact-load';
import { startServer, testPort } from './production-server';

const backends = await testBackends();
const PORTS = { pglite: testPort(5), postgres: testPort(6) } as const;
const CYCLES = 3;
const CONCURRENCY = 16;
/** Each cycle's server is killed at this many acknowledgements, with the other workers' posts in flight. */
const KILL_AFTER_ACKS = 40;
/** Bounds a cycle should the kill never come. */
const MAX_POSTS_PER_CYCLE = 400;

const ADMIN_TOKEN = 'crash-test-admin-token-0123456789';

/** No message stored twice, and every acknowledged lead stored under its id with its message. */
function expectEachDraftAtMostOnce(rows: Array<{ id: string; message: string }>, acknowledged: LeadAttempt[]) {
  expect([...countBy(rows.map((row) => row.message))].filter(([, count]) => count > 1)).toEqual([]);
  const messageById = new Map(rows.map((row) => [row.id, row.message]));
  expect(acknowledged.filter((attempt) => messageById.get(attempt.ackedId ?? '') !== attempt.marker)).toEqual([]);
}

describe.each(backends)('repeated SIGKILL under load on $name', (backend) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`keeps every acknowledged lead exactly once across ${CYCLES} kills and restarts`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // No ADMIN_TOKEN here: /api/leads must then answer 404.
    const database = await serverDatabase(backend.name);
    cleanups.push(database.drop);
    const env: Record<string, string> = { ...database.env, DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '100000/1m', ADMIN_TOKEN: '' };
    // A load balancer's keep-alive pool: the kill resets its connections mid-request.
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    cleanups.push(() => agent.destroy());
    const prefix = `crash-${randomUUID().slice(0, 8)}-`;
    const attempts: LeadAttempt[] = [];

    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      // The production entry point on the data the killed server left behind.
      const server = await startServer(PORTS[backend.name], env);
      cleanups.push(() => server.kill());
      if (cycle === 0) expect((await fetch(`${server.url}/api/leads`)).status).toBe(404);
      // Drafts that got no answer are sent again first, with their keys, as the contact form retries them.
      const queue = attempts.filter((attempt) => !attempt.ackedId);
      const load = new ContactLoad(server.url, agent);
      let posts = 0;
      let inFlightAtKill = 0;
      let killing: Promise<void> | undefined;
      const nextAttempt = () => {
        const retry = queue.shift();
        if (retry || posts >= MAX_POSTS_PER_CYCLE) return retry;
        const attempt = createAttempt(`${prefix}${attempts.length}`);
        attempts.push(attempt);
        return attempt;
      };
      const workers = Array.from({ length: CONCURRENCY }, async () => {
        for (let attempt = nextAttempt(); attempt && !killing; attempt = nextAttempt()) {
          posts += 1;
          await load.send(attempt);
          if (load.acked >= KILL_AFTER_ACKS && !killing) {
            inFlightAtKill = load.inFlight;
            killing = server.kill();
          }
        }
      });
      await Promise.all(workers);
      await killing;
      expect(killing, `cycle ${cycle}: the server was never killed`).toBeDefined();
      expect(inFlightAtKill, `cycle ${cycle}: no post in flight at the kill`).toBeGreaterThan(0);
    }

    const acknowledged = attempts.filter((attempt) => attempt.ackedId);
    expect(acknowledged.length).toBeGreaterThanOrEqual(CYCLES * KILL_AFTER_ACKS);
    expect(acknowledged.length).toBeLessThan(attempts.length);

    // After the last kill: each acknowledged lead is stored once, and no draft twice.
    const server = await startServer(PORTS[backend.name], { ...env, ADMIN_TOKEN });
    cleanups.push(() => server.kill());
    const afterKills = await exportedLeads(server.url, ADMIN_TOKEN, prefix);
    expectEachDraftAtMostOnce(afterKills, acknowledged);

    // Every draft is sent once more: acknowledged ones answer their first id, the others are stored now.
    for (let start = 0; start < attempts.length; start += CONCURRENCY) {
      const batch = attempts.slice(start, start + CONCURRENCY);
      const outcomes = await Promise.all(batch.map((attempt) => postLead(server.url, agent, attempt)));
      batch.forEach((attempt, i) => {
        const outcome = outcomes[i];
        expect(outcome && isAcknowledged(outcome), `${attempt.marker}: ${JSON.stringify(outcome)}`).toBe(true);
        if (attempt.ackedId && outcome && 'id' in outcome) expect(outcome.id).toBe(attempt.ackedId);
      });
    }
    await server.stop();

    // Read the store with the export command (no server holds the directory now).
    const exported = spawnSync('npm', ['run', '-s', 'leads:export', '--', '--format', 'json'], {
      env: { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? '' },
      encoding: 'utf8',
    });
    expect(exported.status, exported.stderr).toBe(0);
    const rows = (JSON.parse(exported.stdout) as Array<{ id: string; message: string }>).filter((row) => row.message.startsWith(prefix));
    expectEachDraftAtMostOnce(rows, acknowledged);
    expect(rows).toHaveLength(attempts.length);
  });
});
