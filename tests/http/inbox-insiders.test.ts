// The inbox against a dishonest insider, on PGlite and PostgreSQL: a signed-in agent calls every endpoint the auth
// library defines, renames themselves, keeps old set-password links, keeps listening after being disabled, makes
// exports nobody asked for; an erased lead leaves nothing behind in the database.
import { execFileSync } from 'node:child_process';
import { betterAuth } from 'better-auth';
import { admin as adminPlugin } from 'better-auth/plugins/admin';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { openDatabase } from '@/server/db/client';
import { inboxClient, postLead, runUsers, setPasswordAndSignIn, signIn, tokenOfLink, type InboxClient } from '../fixtures/inbox';
import { openEventStream } from '../fixtures/event-stream';
import { testBackends } from '../integration/test-databases';
import { startInboxServer, type InboxServer } from './inbox-server';
import { testPort, type RunningServer } from './production-server';

const PASSWORD = 'an insider password';
const backends = (await testBackends()).map((backend) => backend.name);

/** Every path the auth library defines with the plugins src/server/auth/auth.ts uses (its `admin` plugin). */
function libraryPaths(): string[] {
  const library = betterAuth({ emailAndPassword: { enabled: true }, plugins: [adminPlugin()], logger: { level: 'error' } });
  return Object.values(library.api)
    .map((endpoint) => ('path' in endpoint && typeof endpoint.path === 'string' ? endpoint.path : ''))
    .filter(Boolean)
    .map((path) => path.replace(/:(\w+)/g, '$1'));
}

describe.each(backends)('the inbox against an insider (%s)', (backend) => {
  let inbox: InboxServer;
  let server: RunningServer;
  let admin: InboxClient;
  let agent: InboxClient;
  const env = () => inbox.env;
  const addPerson = (email: string, name: string, role: 'admin' | 'agent') => runUsers(['add', '--email', email, '--name', name, '--role', role], env());

  beforeAll(async () => {
    inbox = await startInboxServer('inbox-insiders', backend, testPort(backend === 'pglite' ? 18 : 19), { email: 'ada@example.com', name: 'Ada Obi' });
    server = inbox.server;
    const addedAgent = addPerson('sam@example.com', 'Sam Eze', 'agent');
    admin = inboxClient(server.url, await setPasswordAndSignIn(server.url, inbox.firstAdminToken, 'ada@example.com', PASSWORD, '203.0.113.41'));
    agent = inboxClient(server.url, await setPasswordAndSignIn(server.url, tokenOfLink(addedAgent.lines.at(-1)), 'sam@example.com', PASSWORD, '203.0.113.42'));
  });
  afterAll(() => inbox?.stop());

  it('reaches none of the auth library’s endpoints, signed in or not', async () => {
    const paths = libraryPaths();
    expect(paths).toEqual(expect.arrayContaining(['/update-user', '/list-sessions', '/admin/set-role', '/admin/impersonate-user', '/sign-in/email']));
    for (const path of paths) {
      for (const method of ['GET', 'POST']) {
        const response = await fetch(`${server.url}/api/auth${path}`, {
          method,
          headers: { Cookie: agent.cookie, Origin: server.url, 'Content-Type': 'application/json' },
          body:
            method === 'POST'
              ? JSON.stringify({ name: 'Ada Boss (admin)', email: 'sam@example.com', password: PASSWORD, userId: 'x', role: 'admin' })
              : undefined,
        });
        expect(response.status, `${method} /api/auth${path}`).toBe(404);
        expect(response.headers.getSetCookie(), `${method} /api/auth${path}`).toEqual([]);
      }
    }
    const page = await (await agent.get('/inbox')).text();
    expect(page).toContain(en.InboxLayout.nav.signedInAs.replace('{name}', 'Sam Eze'));
    expect(page).not.toContain('Ada Boss');
  });

  it('lets only an admin change a name or e-mail, validated, and keeps each event’s name from its time', async () => {
    const leadId = await postLead(server.url, { name: 'Renamed Actor Lead', message: 'history names' });
    expect((await agent.post(`/inbox/lead/${leadId}`, { action: 'status', status: 'contacted', note: '' })).status).toBe(303);
    // An agent cannot reach People at all.
    expect(
      (await agent.post('/inbox/people', { action: 'edit', email: 'sam@example.com', newEmail: 'sam@example.com', name: 'Ada Boss (admin)' })).status,
    ).toBe(403);
    for (const name of ['', ' ', 'x'.repeat(101), 'x'.repeat(3_000), 'Sam\u0000Eze', 'Sam\u0007', 'Sam\nEze']) {
      const refused = await admin.post(
        '/inbox/people',
        { action: 'edit', email: 'sam@example.com', newEmail: 'sam@example.com', name },
        { 'Accept-Language': 'zh-CN' },
      );
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(await refused.text()).toContain(zhCn.InboxPeople.errors.name);
    }
    // Longer than the People form can post: refused before it is read, in the person's language too.
    const huge = await admin.post(
      '/inbox/people',
      { action: 'edit', email: 'sam@example.com', newEmail: 'sam@example.com', name: 'x'.repeat(5_000) },
      { 'Accept-Language': 'zh-CN' },
    );
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain(zhCn.RequestTooLarge.inbox);
    for (const newEmail of ['not an e-mail', 'a\u0000@example.com', 'ada@example.com']) {
      const refused = await admin.post('/inbox/people', { action: 'edit', email: 'sam@example.com', newEmail, name: 'Sam Eze' });
      expect(refused.status, newEmail).toBeGreaterThanOrEqual(400);
      expect(refused.status, newEmail).toBeLessThan(500);
    }
    const renamed = await admin.post('/inbox/people', { action: 'edit', email: 'sam@example.com', newEmail: 'samuel@example.com', name: 'Samuel Eze' });
    expect(renamed.status).toBe(200);
    expect(await renamed.text()).toContain(en.InboxPeople.done.edited.replace('{name}', 'Samuel Eze').replace("'", '&#x27;'));
    expect((await agent.post(`/inbox/lead/${leadId}`, { action: 'status', status: 'closed', note: '' })).status).toBe(303);
    const page = await (await admin.get(`/inbox/lead/${leadId}`)).text();
    expect(page).toContain('Sam Eze moved it');
    expect(page).toContain('Samuel Eze moved it');
    // The new e-mail signs in; the old one no longer does.
    expect((await inboxClient(server.url, '', '203.0.113.43').post('/inbox/sign-in', { email: 'samuel@example.com', password: PASSWORD })).status).toBe(303);
    expect((await inboxClient(server.url, '', '203.0.113.44').post('/inbox/sign-in', { email: 'sam@example.com', password: PASSWORD })).status).toBe(401);
  });

  it('retires every older set-password link when a new one is made or one is used', async () => {
    const first = tokenOfLink(addPerson('kofi@example.com', 'Kofi Mensah', 'agent').lines.at(-1));
    const second = tokenOfLink(runUsers(['reset', '--email', 'kofi@example.com'], env()).lines.at(-1));
    const browser = inboxClient(server.url, '', '203.0.113.45');
    // The older link says it no longer works as it opens, and a post with it is refused alike.
    const opened = await browser.get(`/inbox/set-password?token=${first}`, { 'Accept-Language': 'zh-CN' });
    expect(opened.status).toBe(410);
    expect(await opened.text()).toContain(zhCn.InboxSetPassword.unusable.gone);
    const old = await browser.post('/inbox/set-password', { token: first, password: PASSWORD, repeat: PASSWORD }, { 'Accept-Language': 'zh-CN' });
    expect(old.status).toBe(410);
    expect(await old.text()).toContain(zhCn.InboxSetPassword.unusable.gone);
    // Opening a working link does not use it up.
    expect((await browser.get(`/inbox/set-password?token=${second}`)).status).toBe(200);
    expect((await browser.post('/inbox/set-password', { token: second, password: PASSWORD, repeat: PASSWORD })).status).toBe(303);
    expect((await browser.post('/inbox/set-password', { token: second, password: 'another password', repeat: 'another password' })).status).toBe(410);
    // A link made on the People page retires the command's, and the other way round.
    const fromCommand = tokenOfLink(runUsers(['reset', '--email', 'kofi@example.com'], env()).lines.at(-1));
    const fromPage = await admin.post('/inbox/people', { action: 'reset', email: 'kofi@example.com' });
    const pageToken = tokenOfLink(/>([^<]+set-password[^<]+)<\/textarea>/.exec((await fromPage.text()).replaceAll('&amp;', '&'))?.[1]);
    expect((await browser.post('/inbox/set-password', { token: fromCommand, password: PASSWORD, repeat: PASSWORD })).status).toBe(410);
    expect((await browser.post('/inbox/set-password', { token: pageToken, password: PASSWORD, repeat: PASSWORD })).status).toBe(303);
    if (inbox.env.DATABASE_URL) {
      const client = new pg.Client({ connectionString: inbox.env.DATABASE_URL });
      await client.connect();
      try {
        const issued = tokenOfLink(runUsers(['reset', '--email', 'kofi@example.com'], env()).lines.at(-1));
        const { rows } = await client.query<{ hours: number; links: number }>(
          `select extract(epoch from max(expires_at) - max(created_at)) / 3600 as hours, count(*)::int as links
             from auth_verifications where identifier like 'reset-password:%' and value = (select id from auth_users where email = 'kofi@example.com')`,
        );
        // One working link, for 24 hours.
        expect(rows[0]).toMatchObject({ links: 1 });
        expect(Number(rows[0]?.hours)).toBeCloseTo(24, 1);
        expect(issued).toMatch(/\w{16,}/);
      } finally {
        await client.end();
      }
    }
  });

  it('closes a person’s live streams within 5 s when they are disabled or signed out, and sends them nothing after', async () => {
    const added = addPerson('lola@example.com', 'Lola Ade', 'agent');
    const lola = await setPasswordAndSignIn(server.url, tokenOfLink(added.lines.at(-1)), 'lola@example.com', PASSWORD, '203.0.113.46');
    const stream = await openEventStream(server.url, lola);
    expect(runUsers(['disable', '--email', 'lola@example.com'], env()).status).toBe(0);
    const disabledAt = Date.now();
    expect(await stream.closed(5_000)).toBe(true);
    expect(Date.now() - disabledAt).toBeLessThan(5_000);
    const leadId = await postLead(server.url, { name: 'After Disable', message: 'must not reach a disabled person' });
    expect(stream.received()).not.toContain(leadId);
    expect((await fetch(`${server.url}/inbox/events`, { headers: { Cookie: lola } })).status).toBe(401);

    // Signing out closes this device's stream only; signing out everywhere closes the person's other devices' too.
    const phone = await signIn(server.url, 'ada@example.com', PASSWORD, '203.0.113.47');
    const laptop = await signIn(server.url, 'ada@example.com', PASSWORD, '203.0.113.48');
    const tablet = await signIn(server.url, 'ada@example.com', PASSWORD, '203.0.113.50');
    const phoneStream = await openEventStream(server.url, phone);
    const laptopStream = await openEventStream(server.url, laptop);
    expect((await inboxClient(server.url, phone).post('/inbox/sign-out', {})).status).toBe(303);
    expect(await phoneStream.closed(5_000)).toBe(true);
    expect(await laptopStream.closed(1_000)).toBe(false);
    expect((await inboxClient(server.url, tablet).post('/inbox/sign-out-everywhere', {})).status).toBe(303);
    expect(await laptopStream.closed(5_000)).toBe(true);
    admin = inboxClient(server.url, await signIn(server.url, 'ada@example.com', PASSWORD, '203.0.113.49'));
  });

  it('makes an export only on a same-origin POST from the list’s form', async () => {
    const exportsListed = async () => ((await (await admin.get('/inbox/people')).text()).match(/ exported /g) ?? []).length;
    const before = await exportsListed();
    // What an <img src> or a link elsewhere would send: a GET, with the admin's cookie.
    for (const method of ['GET', 'HEAD']) {
      const response = await fetch(`${server.url}/inbox/export.csv?folder=new`, { method, headers: { Cookie: admin.cookie, 'Sec-Fetch-Site': 'same-origin' } });
      expect(response.status, method).toBe(405);
    }
    // Another site's form, and this site's host under another scheme (an older browser sends Origin alone).
    const refusedOrigins: Array<Record<string, string>> = [
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      { Origin: server.url.replace('http:', 'https:') },
    ];
    for (const headers of refusedOrigins) {
      const response = await fetch(`${server.url}/inbox/export.csv`, {
        method: 'POST',
        headers: { Cookie: admin.cookie, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: 'folder=new',
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await exportsListed()).toBe(before);
    const csv = await admin.post('/inbox/export.csv', { folder: 'new', country: 'NG' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await exportsListed()).toBe(before + 1);
  });

  it('erases a lead so that no copy of the database holds its name, mobile or message', async () => {
    const personal = { name: 'Zainab Erasure-Kwame', mobile: '0803 555 7788', message: 'Unique erasure message 7788' };
    const leadId = await postLead(server.url, { ...personal, country: 'NG' });
    const note = `Called ${personal.name} on 0803 555 7788 about: ${personal.message}`;
    expect((await admin.post(`/inbox/lead/${leadId}`, { action: 'status', status: 'contacted', note })).status).toBe(303);
    expect((await admin.post('/inbox/export.csv', { folder: 'contacted', q: 'Zainab Erasure' })).status).toBe(200);
    expect((await admin.post('/inbox/export.csv', { folder: 'contacted', q: '0803 555 7788' })).status).toBe(200);
    expect((await admin.post(`/inbox/lead/${leadId}`, { action: 'erase', confirm: 'ERASE' })).status).toBe(303);
    const page = await (await admin.get(`/inbox/lead/${leadId}`)).text();
    expect(page).toContain(en.InboxLead.history.erased.replace('{actor}', 'Ada Obi'));
    const dump = await dumpDatabase();
    for (const trace of ['Zainab', 'Erasure-Kwame', '2348035557788', '0803 555 7788', '8035557788', 'Unique erasure message']) {
      expect(dump, trace).not.toContain(trace);
    }
    expect(dump).toContain('erased');
  });

  /**
   * Every row of every table as text: PostgreSQL's own pg_dump; for PGlite, whose folder one process holds, the server
   * is stopped and each table read whole (the last test of its run).
   */
  async function dumpDatabase(): Promise<string> {
    if (inbox.env.DATABASE_URL) return execFileSync('pg_dump', ['--dbname', inbox.env.DATABASE_URL], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    await server.stop();
    const handle = await openDatabase({ dataDir: inbox.env.DATA_DIR, owner: { role: 'command', port: 0 } });
    try {
      const { rows: tables } = (await handle.db.execute(
        sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
      )) as unknown as { rows: Array<{ name: string }> };
      const dumps: string[] = [];
      for (const { name } of tables) dumps.push(JSON.stringify(await handle.db.execute(sql.raw(`select * from ${name}`))));
      return dumps.join('\n');
    } finally {
      await handle.close();
    }
  }
});
