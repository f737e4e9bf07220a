// A lead whose notification failed after the last retry is visible to the operator (/api/metrics behind
// ADMIN_TOKEN) and `npm run leads:retry` sends it again: the production build on the real PostgreSQL.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testBackends } from '../integration/test-databases';
import { startServer, testPort, type RunningServer } from './production-server';

const hasPostgres = (await testBackends()).some((backend) => backend.name === 'postgres');
const ADMIN_TOKEN = 'metrics-test-admin-token-0123456789';

describe.runIf(hasPostgres)('failed notifications on PostgreSQL', () => {
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const delivered: string[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      delivered.push((JSON.parse(body) as { lead: { id: string } }).lead.id);
      response.writeHead(204).end();
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    database = await createPostgresDatabase();
    server = await startServer(testPort(40), {
      DATABASE_URL: database.url,
      ADMIN_TOKEN,
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      LEAD_WEBHOOK_SECRET: 'metrics-test-webhook-secret',
    });
  });
  afterAll(async () => {
    await server?.stop();
    receiver.close();
    await database?.drop();
  });

  const metrics = (token?: string) => fetch(`${server.url}/api/metrics`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const failedCount = async () => Number(/^leads_outbox_rows\{state="failed"\} (\d+)$/m.exec(await (await metrics(ADMIN_TOKEN)).text())?.[1]);

  it('counts it in /api/metrics and sends it again with leads:retry', async () => {
    expect((await metrics()).status).toBe(401);
    expect((await metrics('wrong-token-wrong-token')).status).toBe(401);
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ name: 'Metrics Test', country: 'KE', mobile: '+254712345678', message: 'metrics', locale: 'en', fillMs: 60_000 }),
    });
    const id = ((await response.json()) as { data: { id: string } }).data.id;
    for (let i = 0; i < 100 && !delivered.includes(id); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(delivered).toEqual([id]);
    expect(await failedCount()).toBe(0);

    // As the worker leaves a row after its last failed attempt (twelve, over hours: too long to wait for here).
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query("update lead_outbox set status = 'failed', last_error = 'Webhook answered 500' where lead_id = $1", [id]);
    await client.query("update leads set notification_status = 'failed' where id = $1", [id]);
    await client.end();
    const scraped = await metrics(ADMIN_TOKEN);
    expect(scraped.headers.get('content-type')).toContain('text/plain');
    expect(await failedCount()).toBe(1);

    const retried = spawnSync('npm', ['run', '-s', 'leads:retry'], { env: { ...process.env, DATABASE_URL: database.url }, encoding: 'utf8' });
    expect(retried.status, retried.stderr).toBe(0);
    expect(retried.stdout.trim()).toBe('leads:retry: 1 failed notification(s) queued again');
    for (let i = 0; i < 100 && delivered.length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(delivered).toEqual([id, id]);
    expect(await failedCount()).toBe(0);
  });
});
