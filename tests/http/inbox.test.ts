// The sales inbox over HTTP, against one production server on PGlite: signed-out access, cookie flags, other
// origins, password guessing, disabled people, signing out here or everywhere, erasure, the CSV, bad input; people created with
// `npm run users:add` while the server holds the data folder. tests/http/inbox-instances.test.ts has what needs two
// instances on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { inboxClient, OUTLAST_TEST_CLIENT, postLead, runUsers, setPasswordAndSignIn, signIn, tokenOfLink, type InboxClient } from '../fixtures/inbox';
import { startServer, testPort, type RunningServer } from './production-server';

const ADMIN_TOKEN = 'inbox-http-admin-token-0123456789';
const PASSWORD = 'a long enough password';
const LEAD = { name: 'Ngozi Adeyemi', mobile: '0803 765 4321', message: 'We need 40 cartons of soap\nfor three shops' };

describe('the sales inbox over HTTP (PGlite)', () => {
  let server: RunningServer;
  let dataDir: string;
  let admin: InboxClient;
  let agent: InboxClient;
  let leadId: string;
  const env = () => ({ DATA_DIR: dataDir, ADMIN_TOKEN: '' });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'inbox-http-'));
    // The first admin before any server runs (the command opens the folder itself), the agent while the server holds
    // it (the command asks the server, with the token the server wrote there).
    const addedAdmin = runUsers(['add', '--email', 'Amina@Example.com', '--name', 'Amina Bello', '--role', 'admin'], env());
    expect(addedAdmin.stderr).toBe('');
    server = await startServer(testPort(15), { DATA_DIR: dataDir, TRUST_PROXY: '1', ADMIN_TOKEN, CONTACT_RATE_LIMIT: '1000/1m', ...OUTLAST_TEST_CLIENT });
    const addedAgent = runUsers(['add', '--email', 'tunde@example.com', '--name', 'Tunde Bakare', '--role', 'agent'], env());
    admin = inboxClient(server.url, await setPasswordAndSignIn(server.url, tokenOfLink(addedAdmin.lines.at(-1)), 'amina@example.com', PASSWORD));
    agent = inboxClient(server.url, await setPasswordAndSignIn(server.url, tokenOfLink(addedAgent.lines.at(-1)), 'tunde@example.com', PASSWORD));
    leadId = await postLead(server.url, LEAD, { 'X-Lead-Source': 'offline-queue' });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends a signed-out visitor to sign in, and marks every inbox answer no-store and noindex', async () => {
    const visitor = inboxClient(server.url);
    const answers = await Promise.all(['/inbox', `/inbox/lead/${leadId}`, '/inbox/people'].map((path) => visitor.get(path)));
    for (const answer of answers) {
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/inbox/sign-in');
    }
    expect((await visitor.get('/inbox/rows')).status).toBe(401);
    expect((await visitor.get('/inbox/events')).status).toBe(401);
    const posted = await visitor.post(`/inbox/lead/${leadId}`, { action: 'spam' });
    expect(posted.status).toBe(303);
    for (const answer of [...answers, posted, await visitor.get('/inbox/sign-in'), await admin.get('/inbox'), await admin.get(`/inbox/lead/${leadId}`)]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-robots-tag')).toContain('noindex');
    }
    // The inbox is in no sitemap.
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain('/inbox');
  });

  it('shows the sign-in form in both languages', async () => {
    const visitor = inboxClient(server.url);
    for (const [query, messages, lang] of [
      ['', en, 'en'],
      ['?lang=zh_cn', zhCn, 'zh-CN'],
    ] as const) {
      const html = await (await visitor.get(`/inbox/sign-in${query}`)).text();
      expect(html).toContain(`<html lang="${lang}"`);
      for (const label of [messages.InboxSignIn.email, messages.InboxSignIn.password, messages.InboxSignIn.submit]) expect(html).toContain(`${label}<`);
    }
    const chinese = await (await visitor.get('/inbox/sign-in', { 'Accept-Language': 'zh-CN,zh;q=0.9' })).text();
    expect(chinese).toContain(zhCn.InboxSignIn.heading);
  });

  it('lets no one sign themselves up', async () => {
    const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ email: 'self@example.com', password: 'self made password', name: 'Self' }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    const signIn = await inboxClient(server.url, '', '203.0.113.21').post('/inbox/sign-in', { email: 'self@example.com', password: 'self made password' });
    expect(signIn.status).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie (not Secure over plain HTTP)', async () => {
    const response = await inboxClient(server.url, '', '203.0.113.20').post('/inbox/sign-in', { email: 'amina@example.com', password: PASSWORD });
    const cookie = response.headers.getSetCookie().find((value) => value.includes('session_token='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).not.toMatch(/; Secure/);
    expect(cookie).toMatch(/Max-Age=\d+/);
  });

  it("refuses another origin's posts, signed in or not, and changes nothing", async () => {
    const otherOrigins: Array<Record<string, string>> = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    ];
    for (const headers of otherOrigins) {
      expect((await admin.post(`/inbox/lead/${leadId}`, { action: 'spam' }, headers)).status).toBe(403);
      expect((await inboxClient(server.url).post('/inbox/sign-in', { email: 'amina@example.com', password: PASSWORD }, headers)).status).toBe(403);
      expect((await admin.post('/inbox/people', { action: 'add', email: 'x@example.com', name: 'X', role: 'admin' }, headers)).status).toBe(403);
      expect((await admin.post('/inbox/sign-out', {}, headers)).status).toBe(403);
      expect((await admin.post('/inbox/sign-out-everywhere', {}, headers)).status).toBe(403);
    }
    const page = await (await admin.get(`/inbox/lead/${leadId}`)).text();
    expect(page).toContain(en.InboxLead.actions.spam); // still offered: the lead was not filed as spam
    expect((await admin.get('/inbox')).status).toBe(200); // the session was not ended
  });

  it('ends a disabled person’s sessions at once, and refuses their sign-in', async () => {
    const otherAgent = runUsers(['add', '--email', 'kemi@example.com', '--name', 'Kemi Ade', '--role', 'agent'], env());
    const kemi = inboxClient(
      server.url,
      await setPasswordAndSignIn(server.url, tokenOfLink(otherAgent.lines.at(-1)), 'kemi@example.com', PASSWORD, '198.18.5.1'),
    );
    expect((await kemi.get('/inbox')).status).toBe(200);
    const disabled = runUsers(['disable', '--email', 'kemi@example.com'], env());
    expect(disabled.status).toBe(0);
    expect((await kemi.get('/inbox')).status).toBe(302);
    const again = await inboxClient(server.url, '', '198.18.5.2').post('/inbox/sign-in', { email: 'kemi@example.com', password: PASSWORD });
    expect(again.status).toBe(403);
    expect(await again.text()).toContain(en.InboxSignIn.errors.disabled);
    // users:reset makes a new link for a person; an unknown e-mail is a usage error.
    expect(tokenOfLink(runUsers(['reset', '--email', 'kemi@example.com'], env()).lines.at(-1))).toMatch(/\w{16,}/);
    expect(runUsers(['reset', '--email', 'nobody@example.com'], env()).status).toBe(2);
  });

  it('sends a signed-in person from the sign-in page to the inbox', async () => {
    const opened = await admin.get('/inbox/sign-in?lang=zh_cn');
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/inbox');
    expect(opened.headers.get('cache-control')).toBe('no-store');
  });

  it('signs out this device only, or every device', async () => {
    const phone = inboxClient(server.url, await signIn(server.url, 'amina@example.com', PASSWORD, '198.18.6.1'));
    const laptop = inboxClient(server.url, await signIn(server.url, 'amina@example.com', PASSWORD, '198.18.6.2'));
    const here = await phone.post('/inbox/sign-out', {});
    expect(here.status).toBe(303);
    expect(here.headers.get('location')).toBe('/inbox/sign-in?notice=signedOut');
    expect(here.headers.getSetCookie().some((cookie) => /session_token=;/.test(cookie))).toBe(true);
    expect((await phone.get('/inbox')).status).toBe(302);
    expect((await laptop.get('/inbox')).status).toBe(200);

    const tablet = inboxClient(server.url, await signIn(server.url, 'amina@example.com', PASSWORD, '198.18.6.3'));
    const everywhere = await laptop.post('/inbox/sign-out-everywhere', {});
    expect(everywhere.status).toBe(303);
    expect(everywhere.headers.get('location')).toBe('/inbox/sign-in?notice=signedOutEverywhere');
    expect((await laptop.get('/inbox')).status).toBe(302);
    expect((await tablet.get('/inbox')).status).toBe(302);
    expect(await (await inboxClient(server.url).get('/inbox/sign-in?notice=signedOutEverywhere&lang=zh_cn')).text()).toContain(
      zhCn.InboxSignIn.signedOutEverywhere,
    );
    expect((await inboxClient(server.url).get('/inbox/sign-out-everywhere')).status).toBe(405);
    admin = inboxClient(server.url, await signIn(server.url, 'amina@example.com', PASSWORD, '198.18.6.4'));
  });

  it('keeps agents out of the admin pages and actions', async () => {
    expect((await agent.get('/inbox/people')).status).toBe(403);
    expect((await agent.post('/inbox/export.csv', { folder: 'new' })).status).toBe(403);
    const erase = await agent.post(`/inbox/lead/${leadId}`, { action: 'erase', confirm: 'ERASE' });
    expect(erase.status).toBe(403);
    expect(await erase.text()).toContain(en.InboxLead.errors.adminOnly);
    // A lead someone else filed as spam (here the filter) is an admin's to restore.
    const spam = await postLead(server.url, { name: 'Maybe Spam', message: 'buy cheap', fillMs: 500 });
    const page = await (await agent.get(`/inbox/lead/${spam}`)).text();
    expect(page).not.toContain(en.InboxLead.actions.restore);
    const refused = await agent.post(`/inbox/lead/${spam}`, { action: 'restore' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(en.InboxLead.errors.restoreNotYours);
    expect((await admin.post(`/inbox/lead/${spam}`, { action: 'restore' })).status).toBe(303);
  });

  it('lets the filer undo a spam filing at once and restore it later; says who restored it; keeps the list it came from', async () => {
    const spam = await postLead(server.url, { name: 'Not Spam After All', message: 'a real order' });
    const list = encodeURIComponent('folder=contacted&q=real order&mine=1&stray=1');
    const kept = encodeURIComponent('folder=contacted&q=real+order&mine=1');
    expect((await agent.post(`/inbox/lead/${spam}?list=${list}`, { action: 'status', status: 'contacted', note: '' })).headers.get('location')).toBe(
      `/inbox/lead/${spam}?list=${kept}&done=status&part=status#lead-actions`,
    );
    const filed = await agent.post(`/inbox/lead/${spam}?list=${list}`, { action: 'spam' });
    expect(filed.headers.get('location')).toBe(`/inbox/lead/${spam}?list=${kept}&done=spam&part=spam#lead-spam`);
    const filedPage = await (await agent.get(filed.headers.get('location') ?? '')).text();
    expect(filedPage).toMatch(/data-undo-ms="\d{3,5}"/);
    expect(filedPage).toContain(`href="/inbox?${decodeURIComponent(kept).replace(/&/g, '&amp;')}"`);
    // The Undo is the filer's: another person's is refused, and the lead stays spam.
    const othersUndo = await admin.post(`/inbox/lead/${spam}`, { action: 'undo' });
    expect(othersUndo.status).toBe(400);
    expect(await othersUndo.text()).toContain(en.InboxLead.errors.undoExpired);
    const undone = await agent.post(`/inbox/lead/${spam}`, { action: 'undo' });
    expect(undone.headers.get('location')).toBe(`/inbox/lead/${spam}?done=undone&part=spam#lead-spam`);
    expect(await (await agent.get(`/inbox/lead/${spam}`)).text()).toContain(
      en.InboxLead.history.undone.replace('{actor}', 'Tunde Bakare').replace('{to}', en.InboxList.folders.contacted),
    );
    // Filed again, then restored by the filer, an agent, long after: the lead says who restored it, not its old reason.
    expect((await agent.post(`/inbox/lead/${spam}`, { action: 'spam' })).status).toBe(303);
    expect((await agent.post(`/inbox/lead/${spam}`, { action: 'restore' })).headers.get('location')).toBe(
      `/inbox/lead/${spam}?done=restored&part=spam#lead-spam`,
    );
    const restored = await (await admin.get(`/inbox/lead/${spam}`)).text();
    expect(restored).toContain(en.InboxLead.restoredBy.replace('{actor}', 'Tunde Bakare'));
    expect(restored).not.toContain(en.InboxLead.spamReasons.manual);
    // A link's list is only ever a list: anything else falls back to the plain one.
    expect(await (await agent.get(`/inbox/lead/${spam}?list=${encodeURIComponent('https://evil.example/')}`)).text()).toContain('href="/inbox?folder=new"');
    expect(await (await agent.get(`/inbox/lead/${spam}`)).text()).toContain('href="/inbox"');
  });

  it('answers bad input with a 4xx in the person’s language, never a 5xx', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      [`/inbox/lead/${leadId}`, { action: 'status', status: 'lost' }],
      [`/inbox/lead/${leadId}`, { action: 'status', status: 'contacted', note: 'x'.repeat(5_000) }],
      [`/inbox/lead/${leadId}`, { action: 'status', status: 'contacted', note: 'bell \u0007' }],
      [`/inbox/lead/${leadId}`, { action: 'assign', assignee: "'; drop table leads; --" }],
      [`/inbox/lead/${leadId}`, { action: 'retry', delivery: 'nope' }],
      [`/inbox/lead/${leadId}`, { action: 'erase', confirm: 'no' }],
      [`/inbox/lead/${leadId}`, { action: '\u0000' }],
      ['/inbox/lead/not-a-uuid', { action: 'spam' }],
      ['/inbox/people', { action: 'add', email: 'not an e-mail', name: 'X', role: 'admin' }],
      ['/inbox/people', { action: 'add', email: 'new@example.com', name: '', role: 'boss' }],
      ['/inbox/people', { action: 'disable', email: 'amina@example.com' }],
      ['/inbox/set-password', { token: 'forged', password: PASSWORD, repeat: PASSWORD }],
      ['/inbox/set-password', { token: 'forged', password: 'short', repeat: 'short' }],
    ];
    for (const [path, fields] of cases) {
      const response = await admin.post(path, fields, { 'Accept-Language': 'zh-CN' });
      expect(response.status, `${path} ${JSON.stringify(fields)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${path} ${JSON.stringify(fields)}`).toBeLessThan(500);
    }
    const chinese = await (await admin.post(`/inbox/lead/${leadId}?lang=zh_cn`, { action: 'status', status: 'lost' })).text();
    expect(chinese).toContain(zhCn.InboxLead.errors.badStatus);
    for (const query of ['folder=nope&from=garbage&to=2026-13-45&cursor=%FF%FE&country=ZZZ&q=%25%5F', `q=${'x'.repeat(500)}`]) {
      expect((await admin.get(`/inbox?${query}`)).status).toBe(200);
      expect((await admin.get(`/inbox/rows?${query}`)).status).toBe(200);
    }
    // Methods: each inbox path takes what its page does (the list: GET and HEAD); the request gate refuses the rest.
    const put = await fetch(`${server.url}/inbox`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD');
    expect(put.headers.get('x-robots-tag')).toContain('noindex');
    const slash = await fetch(`${server.url}/inbox/`, { redirect: 'manual' });
    expect(slash.status).toBe(308);
    expect(slash.headers.get('x-robots-tag')).toContain('noindex');
    expect(slash.headers.get('cache-control')).toBe('no-store');
    const truncatedBody = await fetch(`${server.url}/inbox/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', Origin: server.url },
      body: '--x\r\nbroken',
    });
    expect(truncatedBody.status).toBeLessThan(500);
  });

  it('stores where a lead came from and shows it with its history', async () => {
    const page = await (await admin.get(`/inbox/lead/${leadId}`)).text();
    expect(page).toContain(en.InboxLead.sources['offline-queue']);
    // Call and WhatsApp post to the reach route (which records the attempt), not straight to tel: or wa.me.
    expect(page).toContain(`action="/inbox/lead/${leadId}/reach"`);
    expect(page).not.toContain('https://wa.me/');
  });

  it('erases a lead’s personal fields for an admin, keeping the lead and its events', async () => {
    const target = await postLead(server.url, { name: 'Erase Me Please', mobile: '0803 111 2222', message: 'delete my data' });
    const erased = await admin.post(`/inbox/lead/${target}`, { action: 'erase', confirm: 'ERASE' });
    expect(erased.status).toBe(303);
    const page = await (await admin.get(`/inbox/lead/${target}`)).text();
    expect(page).toContain(en.InboxLead.erasedNotice);
    expect(page).toContain(en.InboxLead.history.erased.replace('{actor}', 'Amina Bello'));
    for (const personal of ['Erase Me Please', '2348031112222', 'delete my data']) expect(page).not.toContain(personal);
    const exported = await fetch(`${server.url}/api/leads?status=all`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, Accept: 'application/json' } });
    const stored = ((await exported.json()) as { data: Array<Record<string, string>> }).data.find((row) => row.id === target);
    expect(stored).toMatchObject({ name: '', mobile: '', message: '', country: 'NG' });
    // An export is an event too, with its filter, listed for admins.
    const csv = await admin.post('/inbox/export.csv', { folder: 'new', country: 'NG' });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain(`${target},`);
    expect(await (await admin.get('/inbox/people')).text()).toContain('Amina Bello exported');
  });

  it('exports a CSV a spreadsheet opens right: byte-order mark, newest first, assignee, status and last note, formulas guarded', async () => {
    const older = await postLead(server.url, { name: '王芳', country: 'CN', mobile: '138 0013 8000', message: 'CSV order one', locale: 'zh-CN' });
    const newer = await postLead(server.url, { name: '@Bola', message: 'CSV order two' });
    for (const [id, note] of [
      [older, '已电话联系，明天报价'],
      [newer, '-1+1 call back'],
    ] as const) {
      expect((await admin.post(`/inbox/lead/${id}`, { action: 'status', status: 'closed', note })).status).toBe(303);
    }
    const assignee = /<option value="([^"]+)">Tunde Bakare<\/option>/.exec(await (await admin.get(`/inbox/lead/${newer}`)).text())?.[1] ?? '';
    expect((await admin.post(`/inbox/lead/${newer}`, { action: 'assign', assignee })).status).toBe(303);

    const csv = await admin.post('/inbox/export.csv', { folder: 'closed', q: 'CSV order' });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(3)).trim().split('\r\n');
    expect(header).toBe('id,created_at,locale,name,country,mobile,message,status,spam_reason,assignee,last_note');
    expect(rows.map((row) => row.split(',')[0])).toEqual([newer, older]);
    expect(rows[0]).toMatch(/,'@Bola,NG,'\+2348031234567,CSV order two,closed,,Tunde Bakare,'-1\+1 call back$/);
    expect(rows[1]?.endsWith(",zh-CN,王芳,CN,'+8613800138000,CSV order one,closed,,,已电话联系，明天报价")).toBe(true);
  });

  it('writes no lead data and no password to the log', () => {
    const logs = server.logs();
    for (const secret of [LEAD.name, '2348037654321', 'cartons of soap', 'Erase Me Please', PASSWORD, 'wrong password 123']) expect(logs).not.toContain(secret);
  });

  it('ends its live streams when it stops, so the graceful drain is not held up', async () => {
    const stream = await fetch(`${server.url}/inbox/events`, { headers: { Cookie: admin.cookie } });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const startedAt = Date.now();
    await server.stop();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    await reader.cancel().catch(() => {});
  });
});
