// Request bodies against the production entry (dist/server/main.mjs), on PGlite and PostgreSQL: every path's limit
// (src/lib/routes/route-table.ts) is enforced before a route reads anything, from the Content-Length before a byte of
// the body is read, and for a chunked body as soon as the count passes the limit; the 413 is in the person's
// language; a method a path does not take gets 405. Raw sockets, so a client can announce a body it never sends.
// The memory under a flood of such posts is measured by `npm run bench` (scripts/bench/bodies.mjs), not here.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { inboxClient, postLead, runUsers, setPasswordAndSignIn, tokenOfLink, type InboxClient } from '../fixtures/inbox';
import { serverDatabase, testBackends } from '../integration/test-databases';
import { startServer, testPort, type RunningServer } from './production-server';

const backends = await testBackends();
const PORTS = { pglite: testPort(50), postgres: testPort(51) } as const;
const KIB = 1024;
/** What an attacker announces: far more than any limit, never sent. */
const HUGE = 200 * 2 ** 20;

interface RawAnswer {
  status: number;
  head: string;
  body: string;
  /** Bytes of the body the client had written when the answer arrived. */
  sentBytes: number;
}

/**
 * Writes `head` (and a few bytes of body) on a raw socket; with `chunked`, then keeps sending chunks of 64 KiB until
 * `chunked.totalBytes` or until the answer arrives. Resolves with the answer once the server has closed the
 * connection; rejects when no answer came within `timeoutMs`.
 */
function rawRequest(port: number, head: string, chunked?: { totalBytes: number }, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, 'localhost');
    const received: Buffer[] = [];
    let sentBytes = 0;
    let isAnswered = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms after ${sentBytes} bytes of body`));
    }, timeoutMs);
    const chunk = Buffer.alloc(64 * KIB, 'a');
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    const sendChunks = () => {
      while (chunked && !isAnswered && !socket.destroyed && sentBytes < chunked.totalBytes) {
        sentBytes += chunk.length;
        if (!socket.write(frame)) return void socket.once('drain', sendChunks);
      }
      if (chunked && !isAnswered && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    socket.on('connect', () => {
      socket.write(head);
      sendChunks();
    });
    socket.on('data', (data: Buffer) => {
      isAnswered = true;
      received.push(data);
    });
    // Writing after the server closed fails (EPIPE, ECONNRESET); what matters is the answer read before.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(received).toString('utf8');
      const [answerHead = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answerHead)?.[1] ?? 0);
      if (!isAnswered) reject(new Error(`the connection closed without an answer after ${sentBytes} bytes of body`));
      else resolve({ status, head: answerHead, body: rest.join('\r\n\r\n'), sentBytes });
    });
  });
}

/** A POST announcing a `Content-Length` of `HUGE`, with the first bytes of its body and no more. */
function announceHugeBody(port: number, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const lines = Object.entries({ 'Content-Type': 'application/x-www-form-urlencoded', ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
  return rawRequest(port, `POST ${target} HTTP/1.1\r\nHost: localhost:${port}\r\n${lines.join('')}Content-Length: ${HUGE}\r\n\r\nemail=a`);
}

const headerOf = (answer: RawAnswer, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(answer.head)?.[1]?.trim();

describe.each(backends)('request bodies and methods on the production entry ($name)', (backend) => {
  let server: RunningServer;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  let admin: InboxClient;
  let leadId: string;
  let port: number;
  /** A password of 256 Chinese characters, the longest the set-password form takes: 4.6 KB of form as a browser sends it. */
  const password = '密'.repeat(256);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'body-limit-'));
    const database = await serverDatabase(backend.name);
    dropDatabase = database.drop;
    const env = { ...database.env, DATA_DIR: dataDir };
    port = PORTS[backend.name];
    server = await startServer(port, { ...env, ADMIN_TOKEN: '', TRUST_PROXY: '1', CONTACT_RATE_LIMIT: '1000/1m' });
    const added = runUsers(['add', '--email', 'amina@example.com', '--name', 'Amina Bello', '--role', 'admin'], env);
    expect(added.stderr).toBe('');
    admin = inboxClient(server.url, await setPasswordAndSignIn(server.url, tokenOfLink(added.lines.at(-1)), 'amina@example.com', password));
    leadId = await postLead(server.url, { name: 'Ngozi Adeyemi', message: 'Body limits' });
  });
  afterAll(async () => {
    await server?.kill();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a body whose Content-Length is over the limit at once, without waiting for the body', async () => {
    const targets = [
      '/inbox/sign-in',
      '/inbox/set-password',
      `/inbox/lead/${leadId}`,
      '/inbox/people',
      '/inbox/sign-out',
      '/api/auth/sign-in/email',
      '/api/contact',
    ];
    for (const target of targets) {
      const answer = await announceHugeBody(port, target, { Cookie: admin.cookie });
      expect(answer.status, target).toBe(413);
      expect(headerOf(answer, 'connection'), target).toBe('close');
      expect(answer.sentBytes, target).toBe(0);
    }
    // A client that asks first (`Expect: 100-continue`, as curl does for large uploads) is never asked for the body.
    const asked = await announceHugeBody(port, '/inbox/sign-in', { Expect: '100-continue' });
    expect(asked.status).toBe(413);
    expect(asked.head).not.toMatch(/100 Continue/);
  });

  it('refuses a chunked body as soon as its count passes the limit, long before the client has sent it', async () => {
    const totalBytes = 64 * 2 ** 20;
    for (const target of ['/inbox/sign-in', `/inbox/lead/${leadId}`, '/api/auth/sign-in/email', '/inbox']) {
      const head = `POST ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nCookie: ${admin.cookie}\r\nTransfer-Encoding: chunked\r\n\r\n`;
      const answer = await rawRequest(port, head, { totalBytes });
      // `POST /inbox` is refused for its method, before any body is read.
      expect(answer.status, target).toBe(target === '/inbox' ? 405 : 413);
      // What the loopback's socket buffers took in before the answer came back; the server read 8 or 16 KB of it.
      expect(answer.sentBytes, target).toBeLessThan(16 * 2 ** 20);
    }
  });

  it("answers the 413 in the person's language: the inbox's page, private; the API's envelope; the contact API its own envelope", async () => {
    const overSignIn = 'x'.repeat(8 * KIB + 1);
    const signIn = (headers: Record<string, string>, query = '') =>
      fetch(`${server.url}/inbox/sign-in${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: overSignIn,
      });
    for (const [answer, messages, lang] of [
      [await signIn({ 'Accept-Language': 'zh-CN,zh;q=0.9' }), zhCn, 'zh-CN'],
      [await signIn({ 'Accept-Language': 'en', Cookie: 'inbox_lang=zh_cn' }), zhCn, 'zh-CN'],
      [await signIn({ 'Accept-Language': 'zh-CN' }, '?lang=en'), en, 'en'],
      [await signIn({}), en, 'en'],
    ] as const) {
      expect(answer.status).toBe(413);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-robots-tag')).toContain('noindex');
      const html = await answer.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(messages.RequestTooLarge.inbox);
    }
    const library = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'zh-CN' },
      body: JSON.stringify({ email: 'amina@example.com', password: 'x'.repeat(2 * KIB) }),
    });
    expect(library.status).toBe(413);
    expect(await library.json()).toEqual({ success: false, msg: zhCn.RequestTooLarge.api });

    // The contact API: its own message, in the referring page's language, as JSON or as the no-JavaScript form's page.
    const lead = { name: 'Ada Obi', country: 'NG', mobile: '0803 123 4567', message: 'x'.repeat(17 * KIB), locale: 'en' };
    const json = await fetch(`${server.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(lead) });
    expect(json.status).toBe(413);
    expect(await json.json()).toMatchObject({ success: false, msg: en.ContactApi.payloadTooLarge });
    const form = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: `${server.url}/zh_cn` },
      body: new URLSearchParams(lead).toString(),
    });
    expect(form.status).toBe(413);
    expect(form.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await form.text()).toContain(zhCn.ContactApi.payloadTooLarge);
  });

  it('answers 405 with Allow to a method the path does not take, before reading its body', async () => {
    for (const [method, target, allow] of [
      ['POST', '/inbox', 'GET, HEAD'],
      ['POST', '/inbox/rows', 'GET, HEAD'],
      ['POST', '/inbox/events', 'GET, HEAD'],
      ['PUT', `/inbox/lead/${leadId}`, 'GET, HEAD, POST'],
      ['GET', '/inbox/sign-out', 'POST'],
      ['POST', '/api/health', 'GET, HEAD'],
      ['DELETE', '/api/leads', 'GET, HEAD'],
    ] as const) {
      const answer = await fetch(`${server.url}${target}`, {
        method,
        redirect: 'manual',
        headers: { Cookie: admin.cookie, Origin: server.url },
        body: method === 'GET' ? undefined : '{}',
      });
      expect(answer.status, `${method} ${target}`).toBe(405);
      expect(answer.headers.get('allow'), `${method} ${target}`).toBe(allow);
      if (target.startsWith('/inbox')) expect(answer.headers.get('x-robots-tag'), target).toContain('noindex');
    }
    // The attack's `POST /inbox` with 50 MB, announced and never sent.
    const announced = await rawRequest(
      port,
      `POST /inbox HTTP/1.1\r\nHost: localhost:${port}\r\nCookie: ${admin.cookie}\r\nContent-Length: ${50 * 2 ** 20}\r\n\r\nx`,
    );
    expect(announced.status).toBe(405);
  });

  it('takes the largest honest form of each page, sent whole or chunked, and refuses one byte more', async () => {
    // Setting and signing in with the longest password, in Chinese, went through beforeAll; here, chunked.
    const chunks = [`email=amina%40example.com&password=`, encodeURIComponent(password)];
    // A streamed body needs `duplex: 'half'` (the Fetch standard), which TypeScript's DOM types do not list yet.
    const streamed: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
      body: new ReadableStream({ pull: (controller) => (chunks.length ? controller.enqueue(new TextEncoder().encode(chunks.shift())) : controller.close()) }),
      duplex: 'half',
    };
    const chunkedSignIn = await fetch(`${server.url}/inbox/sign-in`, streamed);
    expect(chunkedSignIn.status).toBe(303);

    const note = '货'.repeat(1_000);
    expect((await admin.post(`/inbox/lead/${leadId}`, { action: 'status', status: 'contacted', note })).status).toBe(303);
    expect(await (await admin.get(`/inbox/lead/${leadId}`)).text()).toContain(note);

    // 8 KiB exactly is read and judged by the page (a wrong e-mail); a byte more is refused unread.
    const signIn = (bytes: number) =>
      inboxClient(server.url).post('/inbox/sign-in', {
        email: 'nobody@example.com',
        password: 'p'.repeat(bytes - 'email=nobody%40example.com&password='.length),
      });
    expect((await signIn(8 * KIB)).status).toBeLessThan(413);
    expect((await signIn(8 * KIB + 1)).status).toBe(413);
  });
});
