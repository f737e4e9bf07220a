// /api/metrics serves what every Prometheus user expects beside the leads' gauges: the process's default metrics and
// the duration of every request the node:http entry answers, by route area, method and status class.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testBackends } from '../integration/test-databases';
import { startServer, testPort, type RunningServer } from './production-server';

const hasPostgres = (await testBackends()).some((backend) => backend.name === 'postgres');
const ADMIN_TOKEN = 'metrics-scrape-admin-token-0123456789';

/** The value of one series in Prometheus text (0 when it is absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.runIf(hasPostgres)('/api/metrics', () => {
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    server = await startServer(testPort(80), { DATABASE_URL: database.url, ADMIN_TOKEN });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const scrape = async () => {
    const response = await fetch(`${server.url}/api/metrics`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('serves the process metrics beside the leads gauges', async () => {
    const text = await scrape();
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_gc_duration_seconds',
      'leads_outbox_rows',
    ]) {
      expect(text, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
    }
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
  });

  it('times each request by route area, method and status class', async () => {
    const notAllowed = 'http_request_duration_seconds_count{area="inbox-api",method="PUT",status_class="4xx"}';
    const page = 'http_request_duration_seconds_count{area="public-page",method="GET",status_class="2xx"}';
    const before = await scrape();
    expect((await fetch(`${server.url}/inbox/push/key`, { method: 'PUT' })).status).toBe(405);
    expect((await fetch(`${server.url}/en`)).status).toBe(200);
    const after = await scrape();
    expect(valueOf(after, notAllowed) - valueOf(before, notAllowed)).toBe(1);
    expect(valueOf(after, page) - valueOf(before, page)).toBe(1);
    // The scrape before this one is counted too, once its answer has ended.
    expect(valueOf(after, 'http_request_duration_seconds_count{area="operator-api",method="GET",status_class="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",area="public-page",method="GET",status_class="2xx"\} \d+$/m);
  });
});
