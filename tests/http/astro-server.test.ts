import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { serverDatabase, testBackends } from '../integration/test-databases';
import { launchServer, startServer, testPort, type RunningServer } from './production-server';

// The production server (dist/server/main.mjs, from src/server/entry/main.ts) on the last build: `npm run build` first.
const backends = await testBackends();
const PORTS = { pglite: testPort(20), postgres: testPort(21) } as const;
const SECOND_PORT = testPort(22);
const ADMIN_TOKEN = 'astro-server-admin-token-0123456789';
const clientDir = path.resolve(process.env.ASTRO_DIST_DIR || 'dist', 'client');

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request with exactly these headers (fetch adds Accept-Encoding and decodes; this does neither). */
function send(url: string, options: { method?: string; path?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const outgoing = httpRequest(
      { host: target.hostname, port: target.port, method: options.method ?? 'GET', path: options.path ?? target.pathname, headers: options.headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const h1Of = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

describe.each(backends)('the Astro site server on $name', (backend) => {
  let server: RunningServer;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'astro-server-'));
    const database = await serverDatabase(backend.name);
    dropDatabase = database.drop;
    server = await startServer(PORTS[backend.name], { ...database.env, DATA_DIR: dataDir, ADMIN_TOKEN, CONTACT_RATE_LIMIT: '1000/1m' });
  });
  afterAll(async () => {
    await server?.kill();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const url = (pathname: string) => `${server.url}${pathname}`;
  const exportedLeads = async () => {
    const response = await fetch(url('/api/leads?status=all'), { headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, Accept: 'application/json' } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Array<{ id: string; message: string }> }).data;
  };

  it.each([
    ['/', 'en'],
    ['/d', 'en'],
    ['/en', 'en'],
    ['/zh_cn', 'zh-CN'],
    ['/en/d', 'en'],
    ['/zh_cn/d', 'zh-CN'],
  ])('%s answers 200 HTML in %s, revalidated on every use, no redirect', async (pathname, lang) => {
    const answer = await send(url(pathname));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.toString()).toContain(`<html lang="${lang}"`);
  });

  it('sends the precompressed page as the browser accepts: br, gzip, or as it is', async () => {
    const plain = await send(url('/en'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(path.join(clientDir, 'en.html')))).toBe(true);
    const br = await send(url('/en'), { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    const gzip = await send(url('/en'), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    for (const answer of [plain, br, gzip]) expect(answer.headers.vary).toContain('Accept-Encoding');
  });

  it('caches the hashed /_astro/ files for a year, immutable', async () => {
    const asset = readdirSync(path.join(clientDir, '_astro')).find((name) => name.endsWith('.js'));
    expect(asset).toBeDefined();
    const answer = await send(url(`/_astro/${asset}`), { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public,max-age=31536000,immutable');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
  });

  it.each([
    ['/fr', en.UnsupportedLocale.title],
    ['/fr/d', en.UnsupportedLocale.title],
    ['/EN', en.UnsupportedLocale.title],
    // One unknown segment reads as an unsupported language, as src/proxy.ts answers it.
    ['/nope', en.UnsupportedLocale.title],
    ['/en/nope', en.NotFound.title],
    ['/en/d/extra', en.NotFound.title],
    ['/zh_cn/nope', zhCn.NotFound.title],
    ['/a/b/c', en.NotFound.title],
    ['/api/nope', en.NotFound.title],
  ])('%s answers 404 with the page "%s"', async (pathname, title) => {
    for (const encoding of [undefined, 'br']) {
      const answer = await send(url(pathname), { headers: encoding ? { 'Accept-Encoding': encoding } : {} });
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      const html = (answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body).toString();
      expect(h1Of(html)).toBe(title);
    }
  });

  it.each(['TRACE', 'PUT', 'DELETE', 'POST'])('answers %s on a page 405 JSON with Allow', async (method) => {
    const answer = await send(url('/en'), { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(answer.body.toString())).toEqual({ success: false, msg: 'Method Not Allowed' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 405 with Allow for a method an API route does not take, and 400 for an absolute target elsewhere', async () => {
    const wrongMethod = await send(url('/api/leads'), { method: 'POST', headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    const contactGet = await send(url('/api/contact'));
    expect(contactGet.status).toBe(405);
    expect(contactGet.headers.allow).toBe('POST');
    expect(JSON.parse(contactGet.body.toString())).toMatchObject({ success: false });
    const asterisk = await send(url('/'), { method: 'OPTIONS', path: '*' });
    expect(asterisk.status).toBe(400);
  });

  it('stores a JSON post and a native form post, read back through /api/leads', async () => {
    const marker = randomUUID();
    const json = await fetch(url('/api/contact'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ name: 'Ada Obi', country: 'NG', mobile: '0803 123 4567', message: `json ${marker}`, locale: 'en', fillMs: 60_000 }),
    });
    expect(json.status).toBe(200);
    const { data } = (await json.json()) as { data: { id: string } };
    const form = await send(url('/api/contact'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Encoding': 'gzip' },
      body: new URLSearchParams({ name: 'Ada Obi', country: 'NG', mobile: '0803 123 4568', message: `form ${marker}`, locale: 'zh-CN' }).toString(),
    });
    expect(form.status).toBe(200);
    // The no-JavaScript answer page, compressed as asked, with today's script-free policy.
    expect(form.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(form.body).toString()).toContain('<html lang="zh-CN"');
    expect(form.headers['content-security-policy']).toContain("script-src 'none'");
    const stored = (await exportedLeads()).filter((row) => row.message.endsWith(marker));
    expect(stored.map((row) => row.message.split(' ')[0]).sort()).toEqual(['form', 'json']);
    expect(stored.map((row) => row.id)).toContain(data.id);
  });

  it('refuses a body over the limit with 413 and stores nothing', async () => {
    const marker = randomUUID();
    const answer = await fetch(url('/api/contact'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Ada Obi',
        country: 'NG',
        mobile: '0803 123 4567',
        message: `${marker} ${'x'.repeat(20_000)}`,
        locale: 'en',
        fillMs: 60_000,
      }),
    });
    expect(answer.status).toBe(413);
    expect((await exportedLeads()).some((row) => row.message.startsWith(marker))).toBe(false);
  });

  it('sends the security headers on pages, files, 404s and the API; the page header carries frame-ancestors', async () => {
    const asset = readdirSync(path.join(clientDir, '_astro')).find((name) => name.endsWith('.js'));
    for (const pathname of ['/en', `/_astro/${asset}`, '/en/nope', '/api/health', '/api/contact']) {
      const answer = await send(url(pathname));
      expect(answer.headers['strict-transport-security'], pathname).toBe('max-age=63072000; includeSubDomains');
      expect(answer.headers['x-content-type-options'], pathname).toBe('nosniff');
      expect(answer.headers['referrer-policy'], pathname).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['cross-origin-opener-policy'], pathname).toBe('same-origin');
      expect(answer.headers['permissions-policy'], pathname).toContain('camera=()');
      expect(answer.headers['content-security-policy'], pathname).toContain("frame-ancestors 'none'");
    }
    // The page's scripts are allowed by its <meta> policy; the header must not forbid them.
    expect((await send(url('/en'))).headers['content-security-policy']).not.toContain('script-src');
  });

  it.runIf(backend.name === 'pglite')('refuses a second server on the same DATA_DIR, naming the holder', async () => {
    const second = launchServer(SECOND_PORT, { DATA_DIR: dataDir, ADMIN_TOKEN });
    try {
      const exit = await second.exited;
      expect(exit.code).toBe(1);
      expect(second.logs()).toContain('is held by a server');
      expect(second.logs()).toContain(`pid ${server.process.pid}`);
    } finally {
      await second.kill();
    }
    expect((await fetch(url('/api/ready'))).status).toBe(200);
  });

  // Last: stops the server.
  it('on SIGTERM finishes the request in flight, then exits 0', async () => {
    const marker = randomUUID();
    const body = JSON.stringify({ name: 'Ada Obi', country: 'NG', mobile: '0803 123 4569', message: `slow ${marker}`, locale: 'en', fillMs: 60_000 });
    const target = new URL(url('/api/contact'));
    const answer = new Promise<RawAnswer>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: 'POST',
          path: target.pathname,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
        },
      );
      outgoing.on('error', reject);
      // Half the body now, SIGTERM, the rest a second later: the request is in flight through the drain.
      outgoing.write(body.slice(0, 40));
      setTimeout(() => server.process.kill('SIGTERM'), 300);
      setTimeout(() => outgoing.end(body.slice(40)), 1_300);
    });
    const done = await answer;
    expect(done.status, server.logs()).toBe(200);
    expect(await server.exited, server.logs()).toEqual({ code: 0, signal: null });
    expect(server.logs()).toContain('connections drained');
    expect(server.logs()).toContain('outbox worker stopped, database closed');
    expect(server.logs()).not.toMatch(/"level":(50|60)/);
    // Every line of the whole run is one JSON object (a log pipeline parses it), and none names a visitor.
    const lines = server
      .logs()
      .split('\n')
      .filter((line) => line.trim() !== '');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(server.logs()).not.toMatch(/Ada Obi|0803 123 456/);
  });
});
