import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testBackends } from '../integration/test-databases';
import { startServer, testPort, type RunningServer } from './production-server';

const hasPostgres = (await testBackends()).some((backend) => backend.name === 'postgres');
const SECRET = 'two-instances-webhook-secret';

describe.runIf(hasPostgres)('two server instances on one PostgreSQL database', () => {
  const servers: RunningServer[] = [];
  const deliveries: Array<{ id: string; isSigned: boolean }> = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const signature = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
      deliveries.push({ id: (JSON.parse(body) as { lead: { id: string } }).lead.id, isSigned: request.headers['x-signature'] === signature });
      response.writeHead(200).end();
    });
  });
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const database = await createPostgresDatabase();
    dropDatabase = database.drop;
    const env = {
      DATABASE_URL: database.url,
      TRUST_PROXY: '1',
      CONTACT_RATE_LIMIT: '5/10m',
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      LEAD_WEBHOOK_SECRET: SECRET,
    };
    // Started together: both migrate under the advisory lock.
    servers.push(...(await Promise.all([startServer(testPort(8), env), startServer(testPort(9), env)])));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    receiver.close();
    await dropDatabase?.();
  });

  it('shares the rate limit and notifies each lead exactly once', async () => {
    const from = '203.0.113.77';
    const ids: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const server = servers[i % 2] as RunningServer;
      const response = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': from },
        // fillMs as the site's script sends it: without it the lead is spam, which is never notified.
        body: JSON.stringify({ name: 'Twin', country: 'TZ', mobile: '+255712345678', message: `two instances ${i}`, locale: 'en', fillMs: 60_000 }),
      });
      statuses.push(response.status);
      const body = (await response.json()) as { data?: { id: string } };
      if (body.data) ids.push(body.data.id);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const deadline = Date.now() + 30_000;
    while (deliveries.length < ids.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // a duplicate would arrive within the next polls
    expect(deliveries.map((delivery) => delivery.id).sort()).toEqual([...ids].sort());
    expect(deliveries.every((delivery) => delivery.isSigned)).toBe(true);
  });
});
