// What the inbox's schema did not imagine, sent on purpose to every inbox page and form field, on PGlite and
// PostgreSQL: control bytes, bad UTF-8, lone surrogates, 5,000-character values, bad dates, cursors and ids. None gets
// a 5xx or reaches the database as an error; each gets an answer in the person's language. And the odd corners: an
// unknown inbox path, a refusal, another scheme's Origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zhCn from '../../messages/zh_cn.json';
import { inboxClient, postLead, setPasswordAndSignIn, type InboxClient } from '../fixtures/inbox';
import { testBackends } from '../integration/test-databases';
import { startInboxServer, type InboxServer } from './inbox-server';
import { testPort, type RunningServer } from './production-server';

const PASSWORD = 'a bad input password';
const backends = (await testBackends()).map((backend) => backend.name);

/** Values no form of ours sends, as text (each also goes out as raw bytes below). */
const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0007bell',
  '\u001b[31mred',
  '\u0085',
  'x'.repeat(5_000),
  '%',
  '%00',
  "'; drop table leads; --",
  '2026-13-45',
  '../../etc',
];
/** Raw, percent-encoded: bad UTF-8 and an encoded lone surrogate, which no string above can carry. */
const NASTY_ENCODED = ['%FF%FE', '%C3%28', '%ED%A0%80', '%F4%90%80%80', '%E0%A4%A'];

/** Every field each inbox form posts, and the fields of the list's query string. */
const FORMS: Array<{ path: (leadId: string) => string; fields: Record<string, string> }> = [
  { path: () => '/inbox/sign-in', fields: { email: 'nobody@example.com', password: 'not the password' } },
  { path: () => '/inbox/set-password', fields: { token: 'abcdefghijklmnopqrstuvwx', password: PASSWORD, repeat: PASSWORD } },
  { path: (id) => `/inbox/lead/${id}`, fields: { action: 'status', status: 'contacted', note: 'a note' } },
  { path: (id) => `/inbox/lead/${id}`, fields: { action: 'assign', assignee: '' } },
  { path: (id) => `/inbox/lead/${id}`, fields: { action: 'retry', delivery: '00000000-0000-0000-0000-000000000000' } },
  { path: (id) => `/inbox/lead/${id}`, fields: { action: 'erase', confirm: 'no' } },
  { path: () => '/inbox/people', fields: { action: 'add', email: 'new@example.com', name: 'New Person', role: 'agent' } },
  { path: () => '/inbox/people', fields: { action: 'edit', email: 'ama@example.com', newEmail: 'ama@example.com', name: 'Ama Owusu' } },
  { path: () => '/inbox/people', fields: { action: 'reset', email: 'nobody@example.com' } },
  { path: () => '/inbox/people', fields: { action: 'enable', email: 'nobody@example.com' } },
  {
    path: () => '/inbox/export.csv',
    fields: { folder: 'new', q: 'x', country: 'NG', from: '2026-01-01', to: '2026-12-31', mine: '1', team: '0b6a3c9e-2f4d-4c1a-9a7e-5d2f8e1b3c4a' },
  },
  // A team the document refuses whatever else comes (no country is ZZ): a nasty value never saves a team that would route
  // this file's leads.
  {
    path: () => '/inbox/teams',
    fields: {
      action: 'save-team',
      name: 'Kenya',
      countries: 'ZZ',
      timeZone: 'Africa/Nairobi',
      'mon-start': '08:00',
      'mon-end': '18:00',
      members: 'ama@example.com',
    },
  },
  { path: () => '/inbox/teams', fields: { action: 'move', team: 'Kenya', direction: 'up' } },
  { path: () => '/inbox/teams', fields: { action: 'remove', team: 'Nobody’s team' } },
  { path: () => '/inbox/teams', fields: { action: 'answer-within', answerWithin: '5s' } },
];
const LIST_PARAMS = ['folder', 'q', 'scope', 'country', 'from', 'to', 'mine', 'team', 'cursor', 'lang'];

describe.each(backends)('the inbox against input nobody imagined (%s)', (backend) => {
  let inbox: InboxServer;
  let server: RunningServer;
  let admin: InboxClient;
  let leadId: string;

  beforeAll(async () => {
    inbox = await startInboxServer('inbox-bad-input', backend, testPort(backend === 'pglite' ? 20 : 21), { email: 'ama@example.com', name: 'Ama Owusu' });
    server = inbox.server;
    admin = inboxClient(server.url, await setPasswordAndSignIn(server.url, inbox.firstAdminToken, 'ama@example.com', PASSWORD, '203.0.113.61'));
    leadId = await postLead(server.url, { name: 'Bad Input Lead', message: 'stays as it was' });
  });
  afterAll(() => inbox?.stop());

  /** A form post whose body is given already encoded (raw bytes included), as the admin's browser would send it. */
  const postEncoded = (path: string, body: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Cookie: admin.cookie,
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: server.url,
        'Sec-Fetch-Site': 'same-origin',
        'Accept-Language': 'zh-CN',
      },
      body,
    });

  it('answers every form field’s nasty value with a 4xx or a page, never a 5xx', async () => {
    for (const form of FORMS) {
      for (const field of Object.keys(form.fields)) {
        const encodedValues = [...NASTY_TEXT.map(encodeURIComponent), ...NASTY_ENCODED];
        for (const value of encodedValues) {
          const fields = Object.entries(form.fields).map(([name, fine]) => `${name}=${name === field ? value : encodeURIComponent(fine)}`);
          const response = await postEncoded(form.path(leadId), fields.join('&'));
          expect(response.status, `${form.path('<id>')} ${field}=${value.slice(0, 20)}`).toBeLessThan(500);
          await response.arrayBuffer();
        }
      }
    }
    // A note with a control character is refused as such, in the person's language, not as "too long".
    const note = await postEncoded(`/inbox/lead/${leadId}`, `action=status&status=contacted&note=${encodeURIComponent('call back\u0000')}`);
    expect(note.status).toBe(400);
    expect(await note.text()).toContain(zhCn.InboxLead.errors.noteCharacters);
  });

  it('answers every list parameter’s nasty value with the list and a note of what was left out', async () => {
    for (const page of ['/inbox', '/inbox/rows']) {
      for (const name of LIST_PARAMS) {
        for (const value of [...NASTY_TEXT.map(encodeURIComponent), ...NASTY_ENCODED]) {
          const response = await admin.get(`${page}?${name}=${value}`, { 'Accept-Language': 'zh-CN' });
          expect(response.status, `${page}?${name}=${value.slice(0, 20)}`).toBe(200);
          await response.arrayBuffer();
        }
      }
    }
    // The list still lists, without the part it could not read.
    await postLead(server.url, { name: 'Listed Despite Filter', message: 'new folder' });
    for (const [query, problem] of [
      ['q=%00', zhCn.InboxList.problems.search],
      [`q=${'x'.repeat(5_000)}`, zhCn.InboxList.problems.search],
      ['from=2026-02-30', zhCn.InboxList.problems.dates],
      ['cursor=%FF%FE', zhCn.InboxList.problems.cursor],
      ['country=ZZ', zhCn.InboxList.problems.country],
      ['team=Kenya', zhCn.InboxList.problems.team],
    ] as const) {
      const html = await (await admin.get(`/inbox?${query}&lang=zh_cn`)).text();
      expect(html, query.slice(0, 20)).toContain(problem);
      expect(html).toContain('Listed Despite Filter');
    }
  });

  it('answers nasty ids, tokens and paths without a 5xx', async () => {
    const targets = [...NASTY_TEXT.map(encodeURIComponent), ...NASTY_ENCODED].flatMap((value) => [
      `/inbox/lead/${value}`,
      `/inbox/set-password?token=${value}`,
      `/inbox/sign-in?notice=${value}`,
      `/inbox/${value}`,
    ]);
    for (const target of targets) {
      const response = await admin.get(target);
      expect(response.status, target.slice(0, 40)).toBeLessThan(500);
      await response.arrayBuffer();
    }
  });

  it('logs no database error for any of it', () => {
    const logs = server.logs();
    expect(logs).not.toContain('inbox request failed');
    expect(logs).not.toMatch(/"level":(50|60)/);
    expect(logs).not.toContain('Bad Input Lead');
  });

  it('sends a stranger’s unknown inbox path to sign in, and answers a person’s with a private 404', async () => {
    const stranger = await inboxClient(server.url).get('/inbox/no-such-page');
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get('location')).toBe('/inbox/sign-in');
    const known = await admin.get('/inbox/no-such-page', { 'Accept-Language': 'zh-CN' });
    expect(known.status).toBe(404);
    expect(await known.text()).toContain(zhCn.InboxLayout.notFound.title);
    const agentOnPeople = await inboxClient(server.url, '').post(
      '/inbox/people',
      { action: 'add' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    );
    for (const answer of [stranger, known, agentOnPeople]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-robots-tag')).toContain('noindex');
    }
  });

  it('refuses a post whose Origin names this host under another scheme', async () => {
    const httpsOrigin = server.url.replace('http:', 'https:');
    const response = await fetch(`${server.url}/inbox/lead/${leadId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: admin.cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: httpsOrigin },
      body: 'action=spam',
    });
    expect(response.status).toBe(403);
    expect(await (await admin.get(`/inbox/lead/${leadId}?lang=zh_cn`)).text()).toContain(zhCn.InboxLead.actions.spam);
  });
});
