// Routing over HTTP, against the production server on PGlite with a local HTTPS push service that decrypts each push
// (tests/fixtures/push-service.ts), an SMTP server and a webhook: /api/routing behind ADMIN_TOKEN (a bad document
// names its field and changes nothing), one ring to the assignee in their language with nobody else told, the e-mail
// and the webhook naming the assignee, escalation after LEAD_ANSWER_WITHIN to the next member and then one alert to
// the on-duty members and the available admins, an answer ending it, escalation across a restart, POST
// /inbox/availability (its refusals, Away passing leads on, Available giving out waiting ones), and a team whose hours
// begin giving out its waiting lead within the minute. Two instances: tests/http/routing-instances.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zhCn from '../../messages/zh_cn.json';
import { inboxClient, postLead, runUsers, setPasswordAndSignIn, tokenOfLink, type InboxClient } from '../fixtures/inbox';
import { subscribe } from '../fixtures/inbox-push';
import { startPushService, type FakeDevice, type PushService } from '../fixtures/push-service';
import { startLeadReceivers, type LeadReceivers } from './lead-receivers';
import { startServer, testPort, type RunningServer } from './production-server';
import { callRouting, routingDocument } from '../fixtures/routing-api';

const PASSWORD = 'routing over http password';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PEOPLE = [
  { key: 'amina', name: 'Amina Bello', role: 'admin', language: 'en' },
  { key: 'wanjiru', name: 'Wanjiru Kamau', role: 'agent', language: 'en' },
  { key: 'baraka', name: 'Baraka Otieno', role: 'agent', language: 'zh_cn' },
  { key: 'li', name: 'Li Wei', role: 'agent', language: 'en' },
] as const;
type Key = (typeof PEOPLE)[number]['key'];

describe('routing over HTTP (PGlite)', () => {
  let service: PushService;
  let receivers: LeadReceivers;
  let server: RunningServer;
  let dataDir: string;
  const clients = {} as Record<Key, InboxClient>;
  const phones = {} as Record<Key, FakeDevice>;
  const serverEnv = () => ({
    DATA_DIR: dataDir,
    ADMIN_TOKEN: 'routing-http-admin-token',
    TRUST_PROXY: '1',
    CONTACT_RATE_LIMIT: '1000/1m',
    PUSH_SERVICE_HOSTS: service.host,
    NODE_EXTRA_CA_CERTS: service.caFile,
    LEAD_ANSWER_WITHIN: '2s',
    // Short, to show that a lead its team routes is not reminded to everyone.
    LEAD_REALERT_AFTER: '3s',
    SMTP_URL: receivers.smtpUrl,
    LEAD_EMAIL_TO: 'sales@example.com',
    LEAD_WEBHOOK_URL: receivers.webhookUrl,
    LEAD_WEBHOOK_SECRET: 'a-webhook-secret-of-16',
  });
  const api = (method: string, body?: unknown, headers?: Record<string, string>) => callRouting(server.url, 'routing-http-admin-token', method, body, headers);
  const pushesFor = (leadId: string, key?: Key) => service.delivered(key && phones[key].name).filter((push) => push.payload?.url === `/inbox/lead/${leadId}`);
  const titlesFor = (leadId: string) => PEOPLE.map(({ key }) => [key, pushesFor(leadId, key).map((push) => push.payload?.title)]);
  /** A lead from Kenya (or Uganda), with a number valid there. */
  const postEastAfricanLead = (name: string, message: string, country: 'KE' | 'UG' = 'KE') =>
    postLead(server.url, { name, country, mobile: country === 'KE' ? '0712 345 678' : '0772 123 456', message });
  const historyOf = async (leadId: string) =>
    (await (await clients.amina.get(`/inbox/lead/${leadId}`)).text()).replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

  beforeAll(async () => {
    [service, receivers] = await Promise.all([startPushService(), startLeadReceivers()]);
    dataDir = mkdtempSync(path.join(tmpdir(), 'routing-http-'));
    const links = PEOPLE.map(({ key, name, role }) =>
      runUsers(['add', '--email', `${key}@example.com`, '--name', name, '--role', role], { DATA_DIR: dataDir, ADMIN_TOKEN: '' }),
    );
    server = await startServer(testPort(70), serverEnv());
    for (const [index, { key, language }] of PEOPLE.entries()) {
      const cookie = await setPasswordAndSignIn(server.url, tokenOfLink(links[index]?.lines.at(-1)), `${key}@example.com`, PASSWORD, `203.0.113.${index + 70}`);
      clients[key] = inboxClient(server.url, language === 'zh_cn' ? `${cookie}; inbox_lang=zh_cn` : cookie);
      phones[key] = service.device(`${key}-phone`);
      expect((await subscribe(clients[key], phones[key].subscription)).status).toBe(200);
    }
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([service?.close(), receivers?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads and replaces the routing behind ADMIN_TOKEN; a bad document gets a 400 naming its field and changes nothing', async () => {
    expect((await callRouting(server.url, undefined, 'GET')).status).toBe(401);
    expect((await callRouting(server.url, 'a-wrong-token-of-some-length', 'PUT', routingDocument())).status).toBe(401);
    const empty = await api('GET');
    expect(empty).toMatchObject({ status: 200, body: { success: true, data: { answerWithin: '5m', teams: [] } } });
    expect(empty.body.msg).toContain('LEAD_ANSWER_WITHIN (2s) overrides answerWithin');
    const bad: Array<[unknown, string, RegExp]> = [
      [routingDocument({ countries: ['KE', 'XX'] }), 'teams[0].countries[1]', /“XX” is not a country of the contact form/],
      [routingDocument({ timeZone: 'Africa/Atlantis' }), 'teams[0].timeZone', /not a time zone/],
      [routingDocument({ languages: ['sw'] }), 'teams[0].languages[0]', /not a language of the site/],
      [
        routingDocument({ members: ['wanjiru@example.com', 'ghost@example.com'] }),
        'teams[0].members[1]',
        /nobody in the inbox has the e-mail ghost@example.com/,
      ],
      [routingDocument({ hours: { mon: ['18:00', '08:00'] } }), 'teams[0].hours.mon', /end before they start/],
    ];
    for (const [document, field, message] of bad) {
      const answer = await api('PUT', document);
      expect(answer.status, field).toBe(400);
      expect(answer.body.msg, field).toMatch(new RegExp(`^${field.replace(/[[\].]/g, '\\$&')}: `));
      expect(answer.body.msg, field).toMatch(message);
      expect(answer.body.data?.problems?.[0]).toMatchObject({ field });
    }
    expect((await api('PUT', '{"teams": [')).status).toBe(400);
    expect((await api('PUT', routingDocument(), { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await api('POST', routingDocument())).status).toBe(405);
    expect((await api('PUT', { teams: [], pad: 'x'.repeat(70_000) })).status).toBe(413);
    expect(await api('GET')).toMatchObject({ body: { data: { teams: [] } } });
    const saved = await api('PUT', routingDocument());
    expect(saved).toMatchObject({ status: 200, body: { success: true, data: routingDocument() } });
    expect((await api('GET')).body.data).toEqual(routingDocument());
  });

  it('rings only the assignee, in their language, names them in the e-mail and the webhook, and an answer ends it', async () => {
    const id = await postEastAfricanLead('Amani Njoroge', 'Cooking oil for two shops in Nakuru');
    await service.waitUntil(() => pushesFor(id, 'wanjiru').length > 0, 5_000);
    expect(pushesFor(id, 'wanjiru')[0]?.payload).toEqual({
      title: 'For you: Amani Njoroge',
      body: 'Kenya · Cooking oil for two shops in Nakuru',
      url: `/inbox/lead/${id}`,
      tag: `lead-${id}`,
    });
    expect(pushesFor(id)).toHaveLength(1);
    expect((await clients.wanjiru.post(`/inbox/lead/${id}/reach`, { via: 'call' })).status).toBe(303);
    // Past LEAD_ANSWER_WITHIN and LEAD_REALERT_AFTER: nobody else is told of it.
    await sleep(4_000);
    expect(titlesFor(id)).toEqual([
      ['amina', []],
      ['wanjiru', ['For you: Amani Njoroge']],
      ['baraka', []],
      ['li', []],
    ]);
    const mail = receivers.emailTexts.find((text) => text.includes(id))?.replace(/=\r?\n/g, '');
    expect(mail).toMatch(/For: +Wanjiru Kamau <wanjiru@example.com> \(Kenya team, by routing\)/);
    expect(receivers.webhookBodies.find((body) => JSON.stringify(body).includes(id))).toMatchObject({
      lead: { id, team: 'Kenya', assignee: { name: 'Wanjiru Kamau', email: 'wanjiru@example.com' } },
    });
    // The next lead goes to Baraka, who reads the inbox in Chinese.
    const next = await postEastAfricanLead('Zawadi Mrema', 'Rice');
    await service.waitUntil(() => pushesFor(next, 'baraka').length > 0, 5_000);
    expect(pushesFor(next, 'baraka')[0]?.payload?.title).toBe('指派给你：Zawadi Mrema');
    expect((await clients.baraka.post(`/inbox/lead/${next}`, { action: 'status', status: 'contacted', note: '' })).status).toBe(303);
  });

  it('passes an unanswered lead to the next member after LEAD_ANSWER_WITHIN, then alerts the on-duty members and available admins once', async () => {
    const id = await postEastAfricanLead('Juma Said', 'Soap, 40 cartons');
    await service.waitUntil(
      () => PEOPLE.every(({ key }) => key === 'li' || pushesFor(id, key).some((push) => /^(Nobody|\{name\}|Juma Said 已)/.test(push.payload?.title ?? ''))),
      12_000,
    );
    await sleep(3_000);
    const titles = Object.fromEntries(titlesFor(id));
    expect(titles.li).toEqual([]);
    expect(titles.amina).toEqual([expect.stringMatching(/^Nobody has answered Juma Said for \d+ sec$/)]);
    const [wanjiru, baraka] = [titles.wanjiru as string[], titles.baraka as string[]];
    // One of them was rung first, the other next; then both got the one alert.
    expect([...wanjiru, ...baraka].filter((title) => /For you|指派给你/.test(title))).toHaveLength(2);
    expect([...wanjiru, ...baraka].filter((title) => /^Nobody|无人回复$/.test(title))).toHaveLength(2);
    const history = await historyOf(id);
    expect(history).toMatch(/Assigned to (Wanjiru Kamau|Baraka Otieno) by routing \(Kenya\)/);
    expect(history).toMatch(/Passed to (Wanjiru Kamau|Baraka Otieno): (Wanjiru Kamau|Baraka Otieno) did not answer within 2 sec/);
    expect(history).toMatch(/Nobody answered for \d+ sec: the Kenya team’s members on duty and the available admins were alerted/);
    expect((await clients.amina.post(`/inbox/lead/${id}`, { action: 'status', status: 'closed', note: '' })).status).toBe(303);
  });

  it('escalates a lead whose answer fell due while the server was stopped, once it runs again', async () => {
    const id = await postEastAfricanLead('Over Restart', 'Maize flour', 'UG');
    await service.waitUntil(() => pushesFor(id).length === 1, 5_000);
    const first = pushesFor(id)[0]!.device;
    await server.stop();
    await sleep(2_500);
    server = await startServer(testPort(70), serverEnv());
    await service.waitUntil(() => pushesFor(id).length === 2, 10_000);
    expect(pushesFor(id)[1]?.device).not.toBe(first);
    expect((await clients.amina.post(`/inbox/lead/${id}`, { action: 'assign', assignee: '' })).status).toBe(303);
  });

  it('takes a tap on Available or Away as a same-origin form post: Away passes held leads on at once, Available gives out waiting ones', async () => {
    expect((await clients.baraka.post('/inbox/availability', { status: 'busy' })).status).toBe(400);
    expect(await (await clients.baraka.post('/inbox/availability', { status: 'busy' })).text()).toContain(zhCn.InboxAvailability.refused.status);
    expect(
      (await clients.baraka.post('/inbox/availability', { status: 'away' }, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })).status,
    ).toBe(403);
    expect((await inboxClient(server.url).post('/inbox/availability', { status: 'away' })).headers.get('location')).toBe('/inbox/sign-in');
    expect((await clients.baraka.get('/inbox/availability')).status).toBe(405);
    const away = await clients.baraka.post('/inbox/availability', { status: 'away', return: '/inbox?folder=contacted&mine=1' });
    expect([away.status, away.headers.get('location')]).toEqual([303, '/inbox?folder=contacted&mine=1']);
    expect((await clients.baraka.post('/inbox/availability', { status: 'away', return: 'https://evil.example/' })).headers.get('location')).toBe('/inbox');

    const held = await postEastAfricanLead('Held Then Away', 'Sugar');
    await service.waitUntil(() => pushesFor(held, 'wanjiru').length === 1, 5_000);
    const passedAt = Date.now();
    await clients.baraka.post('/inbox/availability', { status: 'available' });
    // Wanjiru taps Away: her lead rings Baraka at once (its due time, 2 s on, is not waited for: the pass is in the tap's own answer).
    expect((await clients.wanjiru.post('/inbox/availability', { status: 'away' })).status).toBe(303);
    await service.waitUntil(() => pushesFor(held, 'baraka').length === 1, 5_000);
    expect(pushesFor(held, 'baraka')[0]!.receivedAt - passedAt).toBeLessThan(5_000);
    expect(await historyOf(held)).toContain('Passed to Baraka Otieno: Wanjiru Kamau went Away');
    await clients.baraka.post('/inbox/availability', { status: 'away' });
    expect(await historyOf(held)).toContain('Back to waiting for the Kenya team');

    const waiting = await postEastAfricanLead('Nobody On Duty', 'Flour');
    await sleep(2_500);
    expect(pushesFor(waiting)).toEqual([]);
    const tappedAt = Date.now();
    await clients.wanjiru.post('/inbox/availability', { status: 'available' });
    await service.waitUntil(() => pushesFor(waiting, 'wanjiru').length === 1 && pushesFor(held, 'wanjiru').length === 2, 5_000);
    expect(pushesFor(waiting, 'wanjiru')[0]!.receivedAt - tappedAt).toBeLessThan(5_000);
    for (const id of [held, waiting]) await clients.amina.post(`/inbox/lead/${id}`, { action: 'status', status: 'closed', note: '' });
    await clients.baraka.post('/inbox/availability', { status: 'available' });
  });

  it('gives a waiting lead out within a minute of its team’s hours beginning', async () => {
    // Today's hours in UTC from the next whole minute: closed now, open in under a minute.
    const opensAt = new Date(Math.ceil((Date.now() + 1_000) / 60_000) * 60_000);
    const day = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][opensAt.getUTCDay()] ?? 'mon';
    const start = opensAt.toISOString().slice(11, 16);
    expect((await api('PUT', routingDocument({ timeZone: 'UTC', hours: { [day]: [start, '24:00'] } }))).status).toBe(200);
    const id = await postEastAfricanLead('Opens Soon', 'Beans');
    await service.waitUntil(() => pushesFor(id).length === 1, 70_000);
    expect(pushesFor(id)[0]!.receivedAt).toBeGreaterThanOrEqual(opensAt.getTime());
    expect(pushesFor(id)[0]!.receivedAt - opensAt.getTime()).toBeLessThan(60_000);
    expect((await api('PUT', routingDocument())).status).toBe(200);
  });
});
