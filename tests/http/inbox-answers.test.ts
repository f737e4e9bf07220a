// Answering leads over HTTP, against one production server on PGlite: Call and WhatsApp record a contact attempt and
// answer 303 to tel: or wa.me; admins keep the reply templates; the response report and its CSV are admins'.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { inboxClient, postLead, runUsers, setPasswordAndSignIn, tokenOfLink, type InboxClient } from '../fixtures/inbox';
import { startServer, testPort, type RunningServer } from './production-server';

const PASSWORD = 'a long enough password';
const LEAD = { name: 'Ngozi Adeyemi', mobile: '0803 765 4321', message: 'Do you deliver soap to Kano?\nWe have three shops' };

/** The text of a WhatsApp link's chat. */
const chatText = (href: string | null) => new URL(href ?? '').searchParams.get('text');

describe('answering leads over HTTP (PGlite)', () => {
  let server: RunningServer;
  let dataDir: string;
  let admin: InboxClient;
  let agent: InboxClient;
  let leadId: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'inbox-answers-'));
    const env = { DATA_DIR: dataDir, ADMIN_TOKEN: '' };
    const addedAdmin = runUsers(['add', '--email', 'amina@example.com', '--name', 'Amina Bello', '--role', 'admin'], env);
    const addedAgent = runUsers(['add', '--email', 'tunde@example.com', '--name', 'Tunde Bakare', '--role', 'agent'], env);
    server = await startServer(testPort(60), { DATA_DIR: dataDir, TRUST_PROXY: '1', CONTACT_RATE_LIMIT: '1000/1m' });
    admin = inboxClient(server.url, await setPasswordAndSignIn(server.url, tokenOfLink(addedAdmin.lines.at(-1)), 'amina@example.com', PASSWORD));
    agent = inboxClient(server.url, await setPasswordAndSignIn(server.url, tokenOfLink(addedAgent.lines.at(-1)), 'tunde@example.com', PASSWORD));
    leadId = await postLead(server.url, LEAD);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('records a call or a chat in the lead’s history and answers 303 to tel: or wa.me', async () => {
    const call = await agent.post(`/inbox/lead/${leadId}/reach`, { via: 'call' });
    expect(call.status).toBe(303);
    expect(call.headers.get('location')).toBe('tel:+2348037654321');
    expect(call.headers.get('cache-control')).toBe('no-store');
    const chat = await agent.post(`/inbox/lead/${leadId}/reach`, { via: 'whatsapp' });
    expect(chat.status).toBe(303);
    expect(chat.headers.get('location')).toMatch(/^https:\/\/wa\.me\/2348037654321\?text=/);
    expect(chatText(chat.headers.get('location'))).toBe(en.InboxLead.greeting.replace('{name}', LEAD.name).replace('{site}', 'Kasuwa Wholesale'));
    const page = await (await admin.get(`/inbox/lead/${leadId}`)).text();
    expect(page).toContain(en.InboxLead.history.reached.call.replace('{actor}', 'Tunde Bakare'));
    expect(page).toContain(en.InboxLead.history.reached.whatsapp.replace('{actor}', 'Tunde Bakare'));
    // The inbox's pages let a form's post lead on to the call or the chat (Chromium checks every redirect).
    expect((await admin.get(`/inbox/lead/${leadId}`)).headers.get('content-security-policy')).toContain(
      "form-action 'self' tel: https://wa.me https://api.whatsapp.com",
    );
  });

  it('refuses a contact attempt it cannot make, in the person’s language, recording nothing', async () => {
    const before = await (await admin.get(`/inbox/lead/${leadId}`)).text();
    const cases: Array<[string, Record<string, string>, number, string]> = [
      [`/inbox/lead/${leadId}/reach`, { via: 'sms' }, 400, zhCn.InboxReach.errors.channel],
      [`/inbox/lead/${leadId}/reach`, { via: 'whatsapp', template: '00000000-0000-4000-8000-000000000000' }, 400, zhCn.InboxReach.errors.template],
      [`/inbox/lead/${leadId}/reach`, { via: 'call', template: 'x' }, 400, zhCn.InboxReach.errors.template],
      ['/inbox/lead/00000000-0000-4000-8000-000000000000/reach', { via: 'call' }, 404, zhCn.InboxReach.errors.notFound],
      ['/inbox/lead/not-a-uuid/reach', { via: 'call' }, 404, zhCn.InboxReach.errors.notFound],
    ];
    for (const [target, fields, status, message] of cases) {
      const refused = await agent.post(target, fields, { 'Accept-Language': 'zh-CN' });
      expect(refused.status, `${target} ${JSON.stringify(fields)}`).toBe(status);
      expect(await refused.text()).toContain(message);
    }
    const erasable = await postLead(server.url, { name: 'Erase Before Calling', mobile: '0803 111 2299', message: 'erase me' });
    expect((await admin.post(`/inbox/lead/${erasable}`, { action: 'erase', confirm: 'ERASE' })).status).toBe(303);
    const erased = await agent.post(`/inbox/lead/${erasable}/reach?lang=zh_cn`, { via: 'call' });
    expect(erased.status).toBe(409);
    expect(await erased.text()).toContain(zhCn.InboxReach.errors.erased);
    expect(await (await admin.get(`/inbox/lead/${leadId}`)).text()).toBe(before);

    // Only a same-origin post of a signed-in person, of a tiny body.
    expect((await agent.post(`/inbox/lead/${leadId}/reach`, { via: 'call' }, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(
      403,
    );
    const signedOut = await inboxClient(server.url).post(`/inbox/lead/${leadId}/reach`, { via: 'call' });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe('/inbox/sign-in');
    const get = await agent.get(`/inbox/lead/${leadId}/reach`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const huge = await agent.post(`/inbox/lead/${leadId}/reach`, { via: 'call', padding: 'x'.repeat(2_000) }, { 'Accept-Language': 'zh-CN' });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain(zhCn.RequestTooLarge.inbox);
    expect(await (await admin.get(`/inbox/lead/${leadId}`)).text()).toBe(before);
  });

  it('lets admins keep reply templates per language, validated, and opens WhatsApp with one filled for the lead', async () => {
    expect((await agent.get('/inbox/templates')).status).toBe(403);
    expect((await agent.post('/inbox/templates', { action: 'add', locale: 'en', title: 'Agent', text: 'Hi' })).status).toBe(403);

    const added = await admin.post('/inbox/templates', {
      action: 'add',
      locale: 'en',
      title: 'Delivery',
      text: 'Hello {name}, about “{asked}”: yes, we deliver there.',
    });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/inbox/templates?done=added');
    expect((await admin.post('/inbox/templates', { action: 'add', locale: 'zh-CN', title: '送货', text: '{name}您好，我们可以送货。' })).status).toBe(303);
    const page = await (await admin.get('/inbox/templates?done=added&lang=zh_cn')).text();
    expect(page).toContain(zhCn.InboxTemplates.done.added);
    expect(page).toContain('Delivery');
    expect(page).toContain('送货');

    const refusals: Array<[Record<string, string>, number, string]> = [
      [{ action: 'add', locale: 'en', title: '', text: 'Hi' }, 400, zhCn.InboxTemplates.errors.title.replace('{titleMax}', '60')],
      [{ action: 'add', locale: 'en', title: 'Long', text: 'x'.repeat(501) }, 400, zhCn.InboxTemplates.errors.text.replace('{textMax}', '500')],
      [{ action: 'add', locale: 'en', title: 'Bell', text: 'Hi \u0007' }, 400, zhCn.InboxTemplates.errors.textCharacters],
      [
        { action: 'add', locale: 'en', title: 'Bad', text: 'Dear {first_name}' },
        400,
        zhCn.InboxTemplates.errors.placeholder.replace('{nameTag}', '{name}').replace('{askedTag}', '{asked}'),
      ],
      [{ action: 'add', locale: 'fr', title: 'Prix', text: 'Bonjour' }, 400, zhCn.InboxTemplates.errors.language],
      [{ action: 'delete', id: '00000000-0000-4000-8000-000000000000' }, 404, zhCn.InboxTemplates.errors.unknown],
    ];
    for (const [fields, status, message] of refusals) {
      const refused = await admin.post('/inbox/templates', fields, { 'Accept-Language': 'zh-CN' });
      expect(refused.status, JSON.stringify(fields)).toBe(status);
      expect(await refused.text()).toContain(message);
    }
    // The page keeps what was typed.
    expect(await (await admin.post('/inbox/templates', { action: 'add', locale: 'en', title: 'Keep me', text: 'Dear {first_name}' })).text()).toContain(
      'Keep me',
    );

    const id = /name="id" value="([0-9a-f-]{36})"/.exec(page)?.[1];
    expect(id).toBeDefined();
    const chat = await agent.post(`/inbox/lead/${leadId}/reach`, { via: 'whatsapp', template: id ?? '' });
    expect(chat.status).toBe(303);
    expect(chatText(chat.headers.get('location'))).toBe(`Hello ${LEAD.name}, about “Do you deliver soap to Kano?”: yes, we deliver there.`);
    expect(await (await agent.get(`/inbox/lead/${leadId}`)).text()).toContain(
      en.InboxLead.history.reached.whatsappTemplate.replace('{actor}', 'Tunde Bakare').replace('{template}', 'Delivery'),
    );
  });

  it('shows admins the response report in both languages, with its chart, and its CSV', async () => {
    expect((await agent.get('/inbox/report')).status).toBe(403);
    expect((await agent.get('/inbox/report.csv')).status).toBe(403);
    expect((await inboxClient(server.url).get('/inbox/report')).status).toBe(302);

    const english = await admin.get('/inbox/report?weeks=4');
    expect(english.status).toBe(200);
    const html = await english.text();
    expect(html).toContain(`<h1 class="text-xl font-bold">${en.InboxReport.heading}</h1>`);
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/); // no chart library: the SVG is drawn on the server
    // Tunde answered this week's lead (the call above); the erased lead was never reached by a person before its erasure.
    expect(html).toContain('Tunde Bakare');
    // A row per week of the period and the total; Tunde, the waiting lead nobody holds, and the total.
    expect(html.match(/<th scope="row"/g)).toHaveLength(4 + 1 + 2 + 1);
    const chinese = await (await admin.get('/inbox/report?lang=zh_cn')).text();
    expect(chinese).toContain('<html lang="zh-CN"');
    expect(chinese).toContain(zhCn.InboxReport.heading);
    expect(chinese).toContain(zhCn.InboxReport.columns.withinFiveMinutes);

    const csv = await admin.get('/inbox/report.csv?weeks=4');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="response-times-4w-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM (Response.text() would drop it)
    const text = bytes.toString('utf8');
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 4 + 1 + 1 + 1); // header, 4 weeks, Tunde, the erased lead waiting unassigned, total
    expect(lines.find((line) => line.startsWith('agent,'))).toMatch(/^agent,,Tunde Bakare,1,0,\d+,\d+,1,1,{8}$/);
    expect((await fetch(`${server.url}/inbox/report.csv`, { method: 'HEAD', headers: { Cookie: admin.cookie } })).status).toBe(200);
    // Nothing of the leads reached the log on the way: not the name, the number, or what they asked.
    for (const personal of [LEAD.name, '2348037654321', 'soap to Kano']) expect(server.logs()).not.toContain(personal);
  });
});
