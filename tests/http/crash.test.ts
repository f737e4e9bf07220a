import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testBackends } from '../integration/test-databases';
import { startServer, type RunningServer } from './production-server';

const backends = await testBackends();
const PORTS = { pglite: 3265, postgres: 3266 } as const;
const TOTAL = 240;
const CONCURRENCY = 16;
const KILL_AFTER_ACKS = 60;

interface Attempt {
  key: string;
  marker: string;
  ackedId?: string;
}

describe.each(backends)('SIGKILL under load on $name', (backend) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every acknowledged lead exactly once after a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // No ADMIN_TOKEN here: /api/leads must then answer 404.
    const env: Record<string, string> = { DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '100000/1m', ADMIN_TOKEN: '' };
    if (backend.name === 'postgres') {
      const database = await createPostgresDatabase();
      env.DATABASE_URL = database.url;
      cleanups.push(database.drop);
    }
    let server: RunningServer = await startServer(PORTS[backend.name], env);
    cleanups.push(() => server.stop());
    expect((await fetch(`${server.url}/api/leads`)).status).toBe(404);

    const run = randomUUID().slice(0, 8);
    const attempts: Attempt[] = Array.from({ length: TOTAL }, (_, i) => ({ key: randomUUID(), marker: `crash-${run}-${i}` }));
    const send = async (attempt: Attempt) => {
      const response = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': attempt.key },
        body: JSON.stringify({ name: 'Load Test', country: 'UG', mobile: '+256712345678', message: attempt.marker, locale: 'en' }),
      });
      const body = (await response.json()) as { data?: { id: string } };
      return response.status === 200 ? body.data?.id : undefined;
    };

    let acked = 0;
    let killing: Promise<void> | undefined;
    let next = 0;
    const workers = Array.from({ length: CONCURRENCY }, async () => {
      while (next < attempts.length) {
        const attempt = attempts[next++];
        if (!attempt) break;
        try {
          attempt.ackedId = await send(attempt);
          if (attempt.ackedId) acked += 1;
        } catch {
          // Connection reset by the kill: not acknowledged.
        }
        if (acked >= KILL_AFTER_ACKS && !killing) killing = server.kill();
      }
    });
    await Promise.all(workers);
    await killing;
    const acknowledged = attempts.filter((attempt) => attempt.ackedId);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(acknowledged.length).toBeLessThan(TOTAL);

    server = await startServer(PORTS[backend.name], env);
    // The visitors' drafts retry with the same keys: acknowledged ones answer their first id.
    for (let start = 0; start < attempts.length; start += CONCURRENCY) {
      const batch = attempts.slice(start, start + CONCURRENCY);
      const ids = await Promise.all(batch.map(send));
      batch.forEach((attempt, i) => {
        expect(ids[i]).toBeDefined();
        if (attempt.ackedId) expect(ids[i]).toBe(attempt.ackedId);
      });
    }
    await server.stop();

    // Read the store with the export command (no server holds the directory now).
    const exported = spawnSync('npm', ['run', '-s', 'leads:export', '--', '--format', 'json'], {
      env: { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? '' },
      encoding: 'utf8',
    });
    expect(exported.status, exported.stderr).toBe(0);
    const rows = (JSON.parse(exported.stdout) as Array<{ id: string; message: string }>).filter((row) =>
      row.message.startsWith(`crash-${run}-`),
    );
    expect(rows).toHaveLength(TOTAL);
    for (const attempt of acknowledged) {
      expect(rows.filter((row) => row.id === attempt.ackedId)).toHaveLength(1);
    }
  });
});
