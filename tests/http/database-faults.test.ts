// The database failing under a production server, every way we can cause on loopback: a lock held on `leads`
// past the lock timeout, the server's backends terminated, PostgreSQL unreachable (a proxy we close), and PGlite
// refusing a value. Each post answers quickly (2xx, or 503 with Retry-After that stored nothing), the log names the
// cause, and no lead's text ever reaches the log.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, POSTGRES_ADMIN_URL, testBackends } from '../integration/test-databases';
import { startServer, testPort, type RunningServer } from './production-server';

const hasPostgres = (await testBackends()).some((backend) => backend.name === 'postgres');
/** Far above the few seconds a post may take: reaching it means the post hung. */
const HANG_MS = 30_000;
const markers: string[] = [];

interface Answer {
  status: number;
  retryAfter: string | null;
  ms: number;
}

async function postMarked(url: string, message?: string): Promise<Answer & { marker: string }> {
  const marker = `Marker${randomUUID().replaceAll('-', '')}`;
  markers.push(marker);
  const startedAt = Date.now();
  const response = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'User-Agent': `Agent ${marker}` },
    body: JSON.stringify({
      name: `Name ${marker}`,
      country: 'KE',
      mobile: '+254712345678',
      message: message ?? `Message ${marker}`,
      locale: 'en',
      fillMs: 60_000,
    }),
    signal: AbortSignal.timeout(HANG_MS),
  });
  await response.text();
  return { marker, status: response.status, retryAfter: response.headers.get('retry-after'), ms: Date.now() - startedAt };
}

/** A TCP proxy in front of PostgreSQL that the test can close (refusing connections) and open again. */
function createProxy(port: number, target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  return {
    open: () =>
      new Promise<void>((resolve) => {
        server = createServer((client) => {
          const upstream = new Socket();
          upstream.connect(target.port, target.host);
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('close', () => sockets.delete(socket));
            socket.on('error', () => {});
          }
          client.pipe(upstream).pipe(client);
          client.on('close', () => upstream.destroy());
          upstream.on('close', () => client.destroy());
        }).listen(port, '127.0.0.1', resolve);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server) server.close(() => resolve());
        else resolve();
      }),
  };
}

const logSummary = (answers: Answer[]) => answers.map((answer) => `${answer.status}/${answer.ms}ms`).join(' ');

describe.runIf(hasPostgres)('PostgreSQL failing under the server', () => {
  const proxyPort = testPort(31);
  const admin = new URL(POSTGRES_ADMIN_URL);
  const proxy = createProxy(proxyPort, { host: admin.hostname, port: Number(admin.port || 5432) });
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let dataDir: string;
  const adminClient = () => new pg.Client({ connectionString: database.url });

  beforeAll(async () => {
    await proxy.open();
    database = await createPostgresDatabase();
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxyPort);
    dataDir = mkdtempSync(path.join(tmpdir(), 'leads-faults-'));
    server = await startServer(testPort(30), { DATABASE_URL: viaProxy.toString(), DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '100000/1m' });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function storedCount(marker: string): Promise<number> {
    const client = adminClient();
    await client.connect();
    try {
      const result = await client.query<{ count: number }>('select count(*)::int as count from leads where name = $1', [`Name ${marker}`]);
      return result.rows[0]?.count ?? 0;
    } finally {
      await client.end();
    }
  }

  /** Holds an exclusive lock on `leads` in another session until `release()`. */
  async function lockLeads() {
    const client = adminClient();
    await client.connect();
    await client.query('begin');
    await client.query('lock table leads in access exclusive mode');
    const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
    return {
      pid,
      release: async () => {
        await client.query('rollback');
        await client.end();
      },
    };
  }

  it('answers 503 with Retry-After while a lock on leads outlasts the lock timeout, and stores nothing', async () => {
    expect((await postMarked(server.url)).status).toBe(200);
    const lock = await lockLeads();
    let answers: Array<Answer & { marker: string }>;
    try {
      answers = await Promise.all(Array.from({ length: 4 }, () => postMarked(server.url)));
    } finally {
      await lock.release();
    }
    console.info(`lock held on leads: ${logSummary(answers)}`);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(await storedCount(answer.marker)).toBe(0);
    }
    expect(server.logs()).toContain('55P03');
  });

  it('answers 503 when its backends are terminated mid-statement, and logs 57P01', async () => {
    const lock = await lockLeads();
    let answer: Answer & { marker: string };
    try {
      const posting = postMarked(server.url);
      // The post now waits for the lock: terminate every backend of the server's, not the lock holder.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const client = adminClient();
      await client.connect();
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid not in (pg_backend_pid(), $1)', [
        lock.pid,
      ]);
      await client.end();
      answer = await posting;
    } finally {
      await lock.release();
    }
    console.info(`backends terminated: ${logSummary([answer])}`);
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).not.toBeNull();
    expect(await storedCount(answer.marker)).toBe(0);
    expect(server.logs()).toContain('57P01');
    // The pool replaces the terminated connections.
    expect((await postMarked(server.url)).status).toBe(200);
  });

  it('answers 503 while PostgreSQL is unreachable, logs ECONNREFUSED, and recovers', async () => {
    await proxy.close();
    const answers = await Promise.all(Array.from({ length: 4 }, () => postMarked(server.url)));
    console.info(`PostgreSQL unreachable: ${logSummary(answers)}`);
    for (const answer of answers) expect([answer.status, answer.retryAfter !== null]).toEqual([503, true]);
    expect(server.logs()).toContain('ECONNREFUSED');
    await proxy.open();
    expect((await postMarked(server.url)).status).toBe(200);
  });

  it("never logs a lead's text", () => {
    const logs = server.logs();
    expect(markers.filter((marker) => logs.includes(marker))).toEqual([]);
    expect(logs).not.toContain('params:');
  });
});

describe('PGlite refusing a value under the server', () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'leads-faults-pglite-'));
    server = await startServer(testPort(32), { DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '100000/1m' });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers without a 5xx stack and never logs the lead's text", async () => {
    // PostgreSQL refuses NUL in text (22021); whether it is refused before the database (400) or by it (503),
    // the parameters of the refused statement must stay out of the log.
    const refused = await postMarked(server.url, `Message with a NUL \u0000 ${randomUUID()}`);
    expect([400, 503]).toContain(refused.status);
    expect((await postMarked(server.url)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const logs = server.logs();
    expect(markers.filter((marker) => logs.includes(marker))).toEqual([]);
    expect(logs).not.toContain('params:');
  });
});
