import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError, MIN_SETTLE_DELAY_MS, request } from './http-client';
import { configureHttpClient } from './http-client-config';

// A real HTTP server on loopback answers each path the way a rule needs.
const answers: Record<string, { status: number; body: string; contentType?: string }> = {
  '/ok': { status: 200, body: JSON.stringify({ success: true, msg: 'done', data: { id: 1 } }) },
  '/refused': { status: 200, body: JSON.stringify({ success: false, msg: 'Nope' }) },
  '/refused-silently': { status: 200, body: JSON.stringify({ success: false }) },
  '/bad-request': { status: 400, body: JSON.stringify({ success: false, msg: 'Bad', errors: { name: 'x' } }) },
  '/server-error': { status: 500, body: 'Internal Server Error', contentType: 'text/plain' },
  '/not-json': { status: 200, body: '<html></html>', contentType: 'text/html' },
};
let server: Server;
let lastRequest: { method?: string; accept?: string; contentType?: string; body: string } | null = null;
const failures: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      lastRequest = { method: req.method, accept: req.headers.accept, contentType: req.headers['content-type'], body };
      const answer = answers[req.url ?? ''] ?? { status: 404, body: '{}' };
      res.writeHead(answer.status, { 'Content-Type': answer.contentType ?? 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureHttpClient({ baseUrl: `http://127.0.0.1:${port}`, onHttpFailure: (status) => failures.push(status) });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  failures.length = 0;
  lastRequest = null;
});

describe('request', () => {
  it('asks for JSON and resolves with the envelope on success', async () => {
    await expect(request('/ok')).resolves.toEqual({ success: true, msg: 'done', data: { id: 1 } });
    expect(lastRequest).toMatchObject({ method: 'GET', accept: 'application/json' });
  });

  it('sends a body as JSON with POST', async () => {
    await request('/ok', { body: { name: 'Ada' } });
    expect(lastRequest).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"name":"Ada"}' });
  });

  it('rejects with msg when success is false, or "Error" without msg', async () => {
    await expect(request('/refused')).rejects.toMatchObject({ message: 'Nope', status: 200 });
    await expect(request('/refused-silently')).rejects.toMatchObject({ message: 'Error' });
    expect(failures).toEqual([]);
  });

  it('reports 4xx and 5xx to the failure handler and rejects with the body', async () => {
    const badRequest = await request('/bad-request').catch((error: unknown) => error);
    expect(badRequest).toBeInstanceOf(HttpError);
    expect(badRequest).toMatchObject({ status: 400, body: { errors: { name: 'x' } } });
    await expect(request('/server-error')).rejects.toMatchObject({ status: 500 });
    expect(failures).toEqual([400, 500]);
  });

  it('rejects a response that is not the JSON envelope', async () => {
    await expect(request('/not-json')).rejects.toMatchObject({ message: 'Error', status: 200 });
  });

  it('rejects with a null status when the server cannot be reached', async () => {
    configureHttpClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(request('/ok')).rejects.toMatchObject({ status: null });
    const { port } = server.address() as AddressInfo;
    configureHttpClient({ baseUrl: `http://127.0.0.1:${port}` });
  });

  it('settles no sooner than the minimum delay, on success and on failure', async () => {
    for (const path of ['/ok', '/refused']) {
      const started = performance.now();
      await request(path).catch(() => undefined);
      expect(performance.now() - started).toBeGreaterThanOrEqual(MIN_SETTLE_DELAY_MS - 5);
    }
  });
});
