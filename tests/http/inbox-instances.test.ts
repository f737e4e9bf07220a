// The inbox on two instances sharing one PostgreSQL database behind an HTTPS proxy (SITE_URL https://…): a session
// made on one works on the other and ends on both, password-guessing limits are shared, a lead posted to one reaches
// an inbox open on the other within 5 s (LISTEN/NOTIFY), an idle session ends, and the cookie is Secure.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zhCn from '../../messages/zh_cn.json';
import { createPostgresDatabase, testBackends } from '../integration/test-databases';
import { inboxClient, postLead, runUsers, tokenOfLink } from '../fixtures/inbox';
import { startServer, testPort, type RunningServer } from './production-server';

const hasPostgres = (await testBackends()).some((backend) => backend.name === 'postgres');
const PASSWORD = 'two instances password';

describe.runIf(hasPostgres)('the inbox on two instances of one PostgreSQL database', () => {
  const servers: RunningServer[] = [];
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let cookie = '';
  const on = (index: 0 | 1, address = '203.0.113.30') => inboxClient((servers[index] as RunningServer).url, cookie, address);
  /** A new session on the first instance, from an address of its own (the guessing test locks the account's others out). */
  const signInFresh = async () => {
    const response = await inboxClient((servers[0] as RunningServer).url, '', '198.18.10.1').post('/inbox/sign-in', {
      email: 'ife@example.com',
      password: PASSWORD,
    });
    expect(response.status).toBe(303);
    return response.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
  };

  beforeAll(async () => {
    database = await createPostgresDatabase();
    // No server yet: the command opens the database itself.
    const added = runUsers(['add', '--email', 'ife@example.com', '--name', 'Ife Musa', '--role', 'agent'], { DATABASE_URL: database.url });
    expect(added.status).toBe(0);
    const env = { DATABASE_URL: database.url, TRUST_PROXY: '1', SITE_URL: 'https://inbox.example', CONTACT_RATE_LIMIT: '1000/1m' };
    servers.push(...(await Promise.all([startServer(testPort(16), env), startServer(testPort(17), env)])));
    const first = servers[0] as RunningServer;
    const response = await inboxClient(first.url).post('/inbox/set-password', { token: tokenOfLink(added.lines.at(-1)), password: PASSWORD, repeat: PASSWORD });
    expect(response.status).toBe(303);
    const signedIn = await inboxClient(first.url, '', '203.0.113.30').post('/inbox/sign-in', { email: 'ife@example.com', password: PASSWORD });
    const sessionCookie = signedIn.headers.getSetCookie().find((value) => value.includes('session_token='));
    // Behind HTTPS the cookie is Secure (and so carries the __Secure- prefix).
    expect(sessionCookie).toMatch(/^__Secure-[^;]+; .*Secure/);
    expect(sessionCookie).toMatch(/HttpOnly/);
    cookie = sessionCookie?.split(';')[0] ?? '';
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it('keeps the session on both instances, and a lead posted to one appears live on the other within 5 s', async () => {
    expect((await on(1).get('/inbox')).status).toBe(200);
    const stream = await fetch(`${(servers[1] as RunningServer).url}/inbox/events`, { headers: { Cookie: cookie } });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = '';
    const id = await postLead((servers[0] as RunningServer).url, { name: 'Live Arrival', message: 'across instances' });
    const deadline = Date.now() + 5_000;
    while (!received.includes(`data: ${id}`) && Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), new Promise<undefined>((resolve) => setTimeout(resolve, deadline - Date.now()))]);
      if (!chunk || chunk.done) break;
      received += decoder.decode(chunk.value);
    }
    await reader.cancel();
    expect(received).toContain(`event: lead\ndata: ${id}`);
    expect(await (await on(1).get('/inbox/rows?folder=new')).text()).toContain('Live Arrival');
  });

  it('ends an idle session', async () => {
    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    try {
      // Another session, then left idle past its end (12 h without use): the library's expiry, read on every request.
      await client.query(`update auth_sessions set expires_at = now() - interval '1 second' where token = $1`, [
        decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0],
      ]);
      expect((await on(0).get('/inbox')).status).toBe(302);
    } finally {
      await client.end();
    }
  });
  it('signs out everywhere on both instances at once', async () => {
    const signInOn = async (index: 0 | 1, address: string) => {
      const response = await inboxClient((servers[index] as RunningServer).url, '', address).post('/inbox/sign-in', {
        email: 'ife@example.com',
        password: PASSWORD,
      });
      return response.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');
    };
    const phone = inboxClient((servers[0] as RunningServer).url, await signInOn(0, '198.18.8.1'));
    const laptop = inboxClient((servers[1] as RunningServer).url, await signInOn(1, '198.18.8.2'));
    expect((await laptop.get('/inbox')).status).toBe(200);
    expect((await phone.post('/inbox/sign-out-everywhere', {})).status).toBe(303);
    expect((await laptop.get('/inbox')).status).toBe(302);
  });

  it('answers 503 in the person’s language when the database fails, and logs no query parameter', async () => {
    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    const search = 'Searched Personal Name 0803';
    try {
      const browser = inboxClient((servers[0] as RunningServer).url, await signInFresh(), '198.18.10.2');
      await client.query('alter table leads rename to leads_away');
      const page = await browser.get(`/inbox?q=${encodeURIComponent(search)}`, { 'Accept-Language': 'zh-CN' });
      expect(page.status).toBe(503);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(await page.text()).toContain(zhCn.InboxSignIn.errors.unavailable);
      // Like every inbox page, it may load nothing from elsewhere: here, nothing at all.
      expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; .*frame-ancestors 'none'/);
      expect((await browser.get(`/inbox/rows?q=${encodeURIComponent(search)}`)).status).toBe(503);
    } finally {
      await client.query('alter table if exists leads_away rename to leads').catch(() => {});
      await client.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logs = servers.map((server) => server.logs()).join('\n');
    expect(logs).toContain('inbox request failed');
    expect(logs).not.toContain(search);
    expect(logs).not.toContain('Searched%20Personal');
  });

  it('shares the password-guessing limits between instances', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 14; index += 1) {
      const response = await inboxClient((servers[index % 2] as RunningServer).url, '', `198.18.9.${index + 1}`).post('/inbox/sign-in', {
        email: 'ife@example.com',
        password: 'not the password',
      });
      statuses.push(response.status);
    }
    expect(statuses.indexOf(429)).toBeGreaterThan(0);
    expect(statuses.indexOf(429)).toBeLessThan(14);
    expect(statuses.slice(statuses.indexOf(429)).every((status) => status === 429)).toBe(true);
  });
});
