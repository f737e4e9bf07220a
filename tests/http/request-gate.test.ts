// Odd methods, request lines and stalled requests against the production entry (dist/server/main.mjs), over real
// sockets: fetch refuses TRACE and absolute-form request lines itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, testPort, type RunningServer } from './production-server';

const PORT = testPort(13);
const staticDir = path.join('dist', 'client', '_astro');
const chunk = `/_astro/${readdirSync(staticDir).find((name) => name.endsWith('.js'))}`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(method: string, target: string, headers: Record<string, string> = {}, port = PORT): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: 'localhost', port, method, path: target, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (data: string) => (body += data));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end(method === 'GET' || method === 'HEAD' || method === 'TRACE' ? undefined : '{}');
  });
}

/** Writes `head` on a raw socket and reads until the server closes it (or answers, with `Connection: close`). */
function rawRequest(head: string): Promise<{ text: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, 'localhost', () => socket.write(head));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (text += data));
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, seconds: (Date.now() - started) / 1000 }));
  });
}

function expectSecurityHeaders(answer: Answer, label: string) {
  expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
  expect(answer.headers['strict-transport-security'], label).toMatch(/max-age=/);
  expect(answer.headers['content-security-policy'], label).toMatch(/default-src/);
}

describe('every method on every path, on the production entry', () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'leads-gate-'));
    server = await startServer(PORT, { DATA_DIR: dataDir, ADMIN_TOKEN: 'gate-test-admin-token-0123456789' });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers TRACE 405 with Allow and the security headers on every path', async () => {
    for (const [target, allow] of [
      ['/', 'GET, HEAD'],
      ['/en', 'GET, HEAD'],
      ['/zh_cn/d', 'GET, HEAD'],
      [chunk, 'GET, HEAD'],
      ['/robots.txt', 'GET, HEAD'],
      ['/api/leads', 'GET, HEAD'],
      ['/api/contact', 'POST'],
    ] as const) {
      const answer = await send('TRACE', target);
      expect(answer.status, target).toBe(405);
      expect(answer.headers.allow, target).toBe(allow);
      expectSecurityHeaders(answer, target);
      expect(JSON.parse(answer.body)).toEqual({ success: false, msg: 'Method Not Allowed' });
    }
  });

  it('answers anything but GET or HEAD on pages and static files 405, and still serves GET and HEAD', async () => {
    for (const target of ['/', '/en', '/zh_cn', '/d', '/nope', chunk]) {
      for (const method of ['OPTIONS', 'PUT', 'DELETE', 'PATCH', 'POST']) {
        const answer = await send(method, target);
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers.allow, `${method} ${target}`).toBe('GET, HEAD');
        expectSecurityHeaders(answer, `${method} ${target}`);
      }
      for (const method of ['GET', 'HEAD']) expect((await send(method, target)).status, `${method} ${target}`).toBeLessThan(405);
    }
    // API routes keep their own answers.
    expect((await send('GET', '/api/contact')).status).toBe(405);
    expect((await send('POST', '/api/contact', { 'Content-Type': 'application/json' })).status).toBe(400);
  });

  it('never redirects an absolute-form request line to another host, and refuses other request forms', async () => {
    for (const target of ['http://evil.example/en', 'http://evil.example/', 'http://evil.example/zh_cn/', 'https://evil.example/d']) {
      const { text } = await rawRequest(`GET ${target} HTTP/1.1\r\nHost: localhost:${PORT}\r\nConnection: close\r\n\r\n`);
      expect(text, target).toMatch(/^HTTP\/1\.1 (200|30[78]) /);
      expect(text, target).not.toMatch(/^location: .*evil\.example/im);
    }
    const asterisk = await rawRequest(`OPTIONS * HTTP/1.1\r\nHost: localhost:${PORT}\r\nConnection: close\r\n\r\n`);
    expect(asterisk.text).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('writes nothing but JSON lines to the log, from the start-up banner on, whatever was asked', async () => {
    await send('TRACE', '/en');
    await send('OPTIONS', chunk);
    await rawRequest(`OPTIONS * HTTP/1.1\r\nHost: localhost:${PORT}\r\nConnection: close\r\n\r\n`);
    const lines = server
      .logs()
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(lines.some((line) => line.includes('listening on'))).toBe(true);
    const notJson = lines.filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
  });

  it('does not hold a stalled request for minutes: a stalled body gets 408, stalled headers a closed connection', async () => {
    // Node's defaults held these 300 s and 60 s; the server's timeouts are 30 s and 20 s, checked every 5 s.
    const [body, headers] = await Promise.all([
      rawRequest(`POST /api/contact HTTP/1.1\r\nHost: localhost:${PORT}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na`),
      rawRequest(`GET /en HTTP/1.1\r\nHost: localhost:${PORT}\r\nX-Slow: `),
    ]);
    expect(body.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(body.seconds).toBeLessThan(40);
    expect(headers.seconds).toBeLessThan(40);
  }, 150_000);

  it('gates the very first request too, sent while the server is still starting', async () => {
    // The gate answers from the very first request the entry accepts on.
    const port = testPort(14);
    const firstDataDir = mkdtempSync(path.join(tmpdir(), 'leads-gate-first-'));
    const child = spawn(process.execPath, [path.resolve('dist', 'server', 'main.mjs')], {
      env: { ...process.env, PORT: String(port), DATA_DIR: firstDataDir },
      stdio: 'ignore',
    });
    try {
      let answer: Answer | undefined;
      for (let attempt = 0; attempt < 600 && !answer; attempt += 1) {
        answer = await send('TRACE', '/en', {}, port).catch(() => undefined);
        if (!answer) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(answer?.status).toBe(405);
      expect(answer?.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      child.kill('SIGKILL');
      rmSync(firstDataDir, { recursive: true, force: true });
    }
  });
});
