import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { createPostgresDatabase, testBackends } from '../integration/test-databases';
import { startServer, testPort, type RunningServer } from './production-server';

const backends = await testBackends();
const ADMIN_TOKEN = 'http-test-admin-token-0123456789';
const PORTS = { pglite: testPort(3), postgres: testPort(4) } as const;

const lead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Obi',
  country: 'NG',
  mobile: '0803 123 4567',
  message: 'Please send your price list.',
  locale: 'en',
  // As the site's script sends it: the visitor took a minute to fill the form.
  fillMs: 60_000,
  ...overrides,
});

/** Every test posts from its own client address (the server trusts X-Forwarded-For here). */
let clients = 0;
const client = () => {
  clients += 1;
  return `6.6.6.6, 198.51.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

describe.each(backends)('POST /api/contact on a production server with $name', (backend) => {
  let server: RunningServer;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'leads-http-'));
    const env: Record<string, string> = { ADMIN_TOKEN, TRUST_PROXY: '1', DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '5/10m' };
    if (backend.name === 'postgres') {
      const database = await createPostgresDatabase();
      env.DATABASE_URL = database.url;
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    server = await startServer(PORTS[backend.name], env);
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': client(), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': client(), ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const exportedLeads = async (status = 'all') => {
    const response = await fetch(`${server.url}/api/leads?status=${status}`, {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, Accept: 'application/json' },
    });
    return ((await response.json()) as { data: Array<Record<'id' | 'name' | 'mobile' | 'message' | 'status' | 'spam_reason', string>> }).data;
  };
  const restore = (body: unknown, token = ADMIN_TOKEN) =>
    fetch(`${server.url}/api/leads/restore`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers health and readiness', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ success: true, data: { database: backend.name } });
  });

  it('stores a valid lead and answers the success envelope', async () => {
    const response = await post(lead({ fillMs: 60_000 }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, msg: 'Submitted success', data: { id: expect.any(String) } });
    const stored = (await exportedLeads()).find((row) => row.id === body.data.id);
    expect(stored).toMatchObject({ mobile: '+2348031234567', country: 'NG', status: 'new', locale: 'en' });
  });

  it("sends the security headers on JSON and page answers: no script at all, only the page's own stylesheet", async () => {
    const form = { name: 'Ada Obi', country: 'NG', mobile: '0803 123 4567', message: 'Headers' };
    const json = await post(lead());
    const page = await postForm(form);
    for (const response of [json, page, await fetch(`${server.url}/api/contact`)]) {
      expect([200, 405]).toContain(response.status);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const directives = (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => directive.trim());
      for (const directive of ["default-src 'none'", "script-src 'none'", "object-src 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
        expect(directives).toContain(directive);
      }
    }
    // The page's one inline stylesheet is the one the policy allows, so the browser applies it.
    const style = /<style>([\s\S]*?)<\/style>/.exec(await page.text())?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(page.headers.get('content-security-policy')).toContain(`style-src 'sha256-${hash}'`);
  });

  it('answers 405, 415, 413 and malformed bodies with the envelope', async () => {
    const get = await fetch(`${server.url}/api/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toMatchObject({ success: false, msg: expect.any(String) });

    const text = await post('name=x', { 'Content-Type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ success: false });

    const huge = await post(lead({ message: 'x'.repeat(17 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ success: false });

    for (const malformed of ['{"name":', '[]', 'null', '"text"', '\u0000']) {
      const response = await post(malformed);
      expect(response.status, malformed).toBe(400);
      expect(await response.json()).toMatchObject({ success: false });
    }
    const badKey = await post(lead(), { 'Idempotency-Key': 'not-a-uuid' });
    expect(badKey.status).toBe(400);
  });

  it('answers field errors in the request language', async () => {
    const english = await post({ locale: 'en' });
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({
      success: false,
      msg: en.ContactApi.invalidFields,
      errors: { name: 'Please fill in name', country: 'Please fill in country', mobile: 'Please fill in mobilePhone', message: 'Please fill in message' },
    });

    const tooLong = await post(lead({ locale: 'zh-CN', name: 'n'.repeat(101) }));
    expect(tooLong.status).toBe(400);
    const tooLongBody = await tooLong.json();
    expect(tooLongBody.msg).toBe(zhCn.ContactApi.invalidFields);
    expect(tooLongBody.errors).toEqual({ name: zhCn.ContactForm.errors.nameTooLong.replace('{max}', '100') });

    const badMobile = await post(lead({ locale: 'zh-CN', mobile: '12345' }));
    expect(badMobile.status).toBe(400);
    expect((await badMobile.json()).errors.mobile).toMatch(/^请输入.*\+234 \d/);
  });

  it('limits each client to 5 posts per 10 minutes with 429 and Retry-After', async () => {
    const from = client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(lead(), { 'X-Forwarded-For': from })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await post(lead(), { 'X-Forwarded-For': from });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ success: false, msg: en.ContactApi.tooManyRequests });
  });

  it('refuses browser posts from another origin', async () => {
    const evil = await post(lead(), { Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ success: false });
    expect((await post(lead(), { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await post(lead(), { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });

  it('answers a repeated Idempotency-Key with the first result and stores one lead', async () => {
    const key = randomUUID();
    const marker = `replay ${key}`;
    const responses = await Promise.all(Array.from({ length: 4 }, () => post(lead({ message: marker }), { 'Idempotency-Key': key })));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(bodies.map((body) => body.data.id)).size).toBe(1);
    expect((await exportedLeads()).filter((row) => row.message === marker)).toHaveLength(1);
  });

  it('answers spam exactly like success and stores it as spam', async () => {
    const honeypot = await post(lead({ message: 'honeypot', website: 'http://spam.example' }));
    const tooFast = await post(lead({ message: 'too fast', fillMs: 500 }));
    for (const response of [honeypot, tooFast]) {
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ success: true, msg: 'Submitted success', data: { id: expect.any(String) } });
    }
    const rows = await exportedLeads();
    expect(rows.find((row) => row.message === 'honeypot')?.status).toBe('spam');
    expect(rows.find((row) => row.message === 'too fast')?.status).toBe('spam');
  });

  it('answers a key replayed with other fields 422 in the request language, storing nothing; the same fields get the first result', async () => {
    const key = randomUUID();
    const marker = `conflict ${key}`;
    const first = await post(lead({ message: marker }), { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    const { id } = (await first.json()).data;
    const replay = await post(lead({ message: `  ${marker}\u200b ` }), { 'Idempotency-Key': key });
    expect(replay.status).toBe(200);
    expect((await replay.json()).data.id).toBe(id);
    const english = await post(lead({ message: `${marker} changed` }), { 'Idempotency-Key': key });
    expect(english.status).toBe(422);
    expect(await english.json()).toEqual({ success: false, msg: en.ContactApi.idempotencyKeyReused });
    const chinese = await post(lead({ name: 'Wang Fang', message: marker, locale: 'zh-CN' }), { 'Idempotency-Key': key });
    expect(chinese.status).toBe(422);
    expect(await chinese.json()).toEqual({ success: false, msg: zhCn.ContactApi.idempotencyKeyReused });
    const rows = (await exportedLeads()).filter((row) => row.message.startsWith(marker));
    expect(rows.map((row) => row.id)).toEqual([id]);

    // A plain form post gets the page with the form again, under a new key, so sending it stores the new text.
    const formKey = randomUUID();
    const form = { name: 'Ada Obi', country: 'NG', mobile: '0803 123 4567', message: `form ${marker}`, idempotencyKey: formKey };
    expect((await postForm(form)).status).toBe(200);
    const reused = await postForm({ ...form, message: `form ${marker} changed` });
    expect(reused.status).toBe(422);
    const html = await reused.text();
    expect(html).toContain(en.ContactApi.idempotencyKeyReused);
    const newKey = /name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(html)?.[1];
    expect(newKey).toBeDefined();
    expect(newKey).not.toBe(formKey);
    expect((await postForm({ ...form, message: `form ${marker} changed`, idempotencyKey: newKey ?? '' })).status).toBe(200);
  });

  it("answers NUL in any field 400 with the field's error in the request language, storing nothing", async () => {
    const marker = `nul ${randomUUID()}`;
    for (const field of ['name', 'country', 'mobile', 'message'] as const) {
      const fields = lead({ message: marker, locale: 'zh-CN' });
      fields[field] = `${String(fields[field]).slice(0, 2)}\u0000${String(fields[field]).slice(2)}`;
      const response = await post(fields);
      expect(response.status, field).toBe(400);
      const body = await response.json();
      expect(body.msg).toBe(zhCn.ContactApi.invalidFields);
      expect(Object.keys(body.errors)).toEqual([field]);
    }
    const expected = {
      name: zhCn.ContactForm.errors.nameInvalid,
      country: zhCn.ContactForm.errors.countryInvalid,
      message: zhCn.ContactForm.errors.messageInvalid,
    };
    const all = await post(lead({ name: 'A\u0000', country: 'N\u0000G', mobile: '\u00000803 123 4567', message: '\u0000', locale: 'zh-CN' }));
    expect(all.status).toBe(400);
    expect(await all.json()).toMatchObject({ errors: { ...expected, mobile: expect.stringMatching(/^请输入/) } });
    expect((await exportedLeads()).filter((row) => row.message.includes(marker))).toEqual([]);
  });

  it('stores text normalised: no controls, bidi overrides or invisible characters reach the row (e-mails, CSV)', async () => {
    const marker = randomUUID();
    const refused = await post(lead({ name: 'Ada\u001b[31mObi\u0007', message: `x\u007f ${marker}` }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ name: en.ContactForm.errors.nameInvalid, message: en.ContactForm.errors.messageInvalid });
    const stored = await post(
      lead({
        name: '\ufeffJose\u0301 \u202eObi\u202c',
        mobile: '\u200e0803 123 4567',
        message: `Line one\r\nline two\u0085\u2066three\u2069\u200b\tend ${marker}\u202egnp.exe`,
        website: '',
      }),
    );
    expect(stored.status).toBe(200);
    const { id } = (await stored.json()).data;
    const row = (await exportedLeads()).find((candidate) => candidate.id === id);
    expect(row).toMatchObject({ name: 'José Obi', mobile: '+2348031234567', message: `Line one\nline two\nthree\tend ${marker}gnp.exe` });
    for (const value of [row?.name ?? '', row?.message ?? '']) {
      expect(value).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/);
    }
    // What leads:export and GET /api/leads write as CSV.
    const csv = await (await fetch(`${server.url}/api/leads?status=all`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).text();
    expect(csv).toContain(`"Line one\nline two\nthree\tend ${marker}gnp.exe"`);
  });

  it('stores JSON posts without a usable fill time as spam with its reason, answered like success; judges plain form posts by the honeypot', async () => {
    const marker = randomUUID();
    const cases: Record<string, Record<string, unknown>> = {
      missing: { fillMs: undefined },
      text: { fillMs: '60000' },
      negative: { fillMs: -1 },
      fast: { fillMs: 2_999 },
      honeypot: { website: 'http://spam.example' },
      // A phone clock a day fast or a year slow: the wall clock is never read.
      fastclock: { fillMs: 4_500, startedAt: Date.now() + 86_400_000 },
      slowclock: { fillMs: 4_500, startedAt: Date.now() - 365 * 86_400_000 },
    };
    for (const [label, extra] of Object.entries(cases)) {
      const response = await post(lead({ message: `${label} ${marker}`, ...extra }));
      expect(response.status, label).toBe(200);
      expect(await response.json()).toMatchObject({ success: true, msg: 'Submitted success', data: { id: expect.any(String) } });
    }
    const person = await post(lead({ message: `person ${marker}` }));
    expect(person.status).toBe(200);
    const form = await postForm({ name: 'Ada Obi', country: 'NG', mobile: '0803 123 4567', message: `form ${marker}`, startedAt: 'x' });
    expect(form.status).toBe(200);
    const stored = Object.fromEntries(
      (await exportedLeads()).filter((row) => row.message.endsWith(marker)).map((row) => [row.message.split(' ')[0], `${row.status} ${row.spam_reason}`]),
    );
    expect(stored).toEqual({
      missing: 'spam no-timing',
      text: 'spam no-timing',
      negative: 'spam no-timing',
      fast: 'spam too-fast',
      honeypot: 'spam honeypot',
      fastclock: 'new ',
      slowclock: 'new ',
      person: 'new ',
      form: 'new ',
    });
    // The export lists new leads unless asked for spam or all.
    const listed = async (query: string) =>
      (await exportedLeads(query))
        .filter((row) => row.message.endsWith(marker))
        .map((row) => row.message.split(' ')[0])
        .sort();
    expect(await listed('new')).toEqual(['fastclock', 'form', 'person', 'slowclock']);
    expect(await listed('spam')).toEqual(['fast', 'honeypot', 'missing', 'negative', 'text']);
    const byDefault = await fetch(`${server.url}/api/leads`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    const csv = await byDefault.text();
    expect(csv.split('\r\n')[0]).toBe('id,created_at,locale,name,country,mobile,message,status,spam_reason,assignee,last_note');
    expect(csv).toContain(`person ${marker}`);
    expect(csv).not.toContain(`missing ${marker}`);
    const bad = await fetch(`${server.url}/api/leads?status=old`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(bad.status).toBe(400);
  });

  it('counts stored spam by reason in the metrics, and restores a lead filed by mistake once, all or nothing', async () => {
    const metric = async (reason: string) => {
      const text = await (await fetch(`${server.url}/api/metrics`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).text();
      return Number(new RegExp(`^leads_spam\\{reason="${reason}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
    };
    const marker = randomUUID();
    const before = await metric('too-fast');
    expect(await metric('unknown')).toBe(0);
    const response = await post(lead({ message: `quick ${marker}`, fillMs: 100 }));
    const { id } = (await response.json()).data as { id: string };
    expect(await metric('too-fast')).toBe(before + 1);

    const unknownId = randomUUID();
    const refused = await restore({ ids: [id, unknownId] });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ success: false, msg: `no lead with id ${unknownId}; nothing was restored` });
    for (const body of [{ ids: ['not-a-uuid'] }, { ids: [] }, { ids: 'x' }, {}, 'garbage']) {
      const answer = await restore(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((await answer.json()).success).toBe(false);
    }
    expect((await restore({ ids: [id] }, 'wrong-token-0123456789')).status).toBe(401);
    expect((await exportedLeads('spam')).find((row) => row.id === id)?.status).toBe('spam');

    const restored = await restore({ ids: [id] });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual({ success: true, msg: 'ok', data: { restored: [id], alreadyNew: [] } });
    const again = await restore({ ids: [id.toUpperCase()] });
    expect(await again.json()).toEqual({ success: true, msg: 'ok', data: { restored: [], alreadyNew: [id] } });
    const row = (await exportedLeads('new')).find((lead) => lead.id === id);
    expect(row).toMatchObject({ status: 'new', spam_reason: 'too-fast' });
    expect(await metric('too-fast')).toBe(before);
    expect(server.logs()).not.toContain(marker);
  });

  it("keeps garbage X-Forwarded-For values out of the rate limit: they count as the connection's address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(lead(), { 'X-Forwarded-For': `garbage-${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('answers a no-JavaScript form post with a page in its language, values kept on failure', async () => {
    const ok = await postForm({ name: 'Wang Fang', country: 'CN', mobile: '13812345678', message: '你好', locale: 'zh-CN' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/html');
    const okHtml = await ok.text();
    expect(okHtml).toContain('<html lang="zh-CN"');
    expect(okHtml).toContain('提交成功');
    expect(okHtml).toContain('href="/zh_cn#contact"');

    const failed = await postForm({ name: 'Ada <b>Obi</b>', country: 'NG', mobile: '0803', message: 'Line one\nline "two"', locale: 'en' });
    expect(failed.status).toBe(400);
    const html = await failed.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Submitted failed');
    expect(html).toContain('Please enter a valid mobile number for the chosen country');
    expect(html).toContain('value="Ada &lt;b&gt;Obi&lt;/b&gt;"');
    expect(html).toContain('value="0803"');
    expect(html).toContain('<option value="NG" selected>');
    expect(html).toContain('>Line one\nline &quot;two&quot;</textarea>');
    expect(html).toMatch(/name="idempotencyKey" value="[0-9a-f-]{36}"/);
    expect(html).toContain('href="/en#contact"');
  });

  it('guards /api/leads with the bearer token', async () => {
    expect((await fetch(`${server.url}/api/leads`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/leads`, { headers: { Authorization: 'Bearer wrong-token-wrong-token' } })).status).toBe(401);
    const csv = await fetch(`${server.url}/api/leads`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\r\n')[0]).toBe('id,created_at,locale,name,country,mobile,message,status,spam_reason,assignee,last_note');
    const since = await fetch(`${server.url}/api/leads?since=2999-01-01`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, Accept: 'application/json' } });
    expect(await since.json()).toMatchObject({ success: true, data: [] });
  });

  it('restores with leads:restore while the server runs (PGlite: through the server), refusing an unknown id in one line', async () => {
    const marker = randomUUID();
    const { id } = (await (await post(lead({ message: `honeypot ${marker}`, website: 'x' }))).json()).data as { id: string };
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ADMIN_TOKEN };
    const restore = (...ids: string[]) => spawnSync('npm', ['run', '-s', 'leads:restore', '--', ...ids], { env, encoding: 'utf8' });
    const unknownId = randomUUID();
    const unknown = restore(id, unknownId);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr.trim()).toBe(`leads:restore: no lead with id ${unknownId}; nothing was restored`);
    const malformed = restore('12');
    expect(malformed.status).toBe(2);
    expect(malformed.stderr.trim()).toMatch(/^leads:restore: 1 of 1 id\(s\) given is not a lead id/);
    expect((await exportedLeads('spam')).find((row) => row.id === id)?.status).toBe('spam');
    const restored = restore(id);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout.trim()).toBe(`leads:restore: 1 lead(s) restored and queued for notification: ${id}`);
    expect(restore(id).stdout.trim()).toBe(`leads:restore: 0 lead(s) restored and queued for notification; already new, left alone: ${id}`);
    expect((await exportedLeads('new')).find((row) => row.id === id)).toMatchObject({ status: 'new', spam_reason: 'honeypot' });
  });

  it('exports with leads:export while the server runs, and never logs personal data', async () => {
    const marker = `Marker${randomUUID().replaceAll('-', '')}`;
    const stored = await post(lead({ name: `Name ${marker}`, message: `Message ${marker}` }));
    expect(stored.status).toBe(200);
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: backend.name === 'postgres' ? process.env.DATABASE_URL : '' };
    if (backend.name === 'pglite') {
      const exported = spawnSync('npm', ['run', '-s', 'leads:export', '--', '--format', 'csv'], { env: { ...env, ADMIN_TOKEN }, encoding: 'utf8' });
      expect(exported.status, exported.stderr).toBe(0);
      expect(exported.stdout).toContain(`Message ${marker}`);
      const spamOnly = spawnSync('npm', ['run', '-s', 'leads:export', '--', '--format', 'csv', '--status', 'spam'], {
        env: { ...env, ADMIN_TOKEN },
        encoding: 'utf8',
      });
      expect(spamOnly.status, spamOnly.stderr).toBe(0);
      expect(spamOnly.stdout).toMatch(/^id,created_at,/);
      expect(spamOnly.stdout).not.toContain(`Message ${marker}`);
      const withoutToken = spawnSync('npm', ['run', '-s', 'leads:export', '--', '--format', 'json'], { env: { ...env, ADMIN_TOKEN: '' }, encoding: 'utf8' });
      expect(withoutToken.status).toBe(2);
      expect(withoutToken.stderr).toMatch(/holds .* Set ADMIN_TOKEN/);
    }
    // The log line may reach us just after the response: wait for it, then look for the marker.
    const id = (await stored.json()).data.id as string;
    for (let i = 0; i < 50 && !server.logs().includes(id); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.logs()).toContain(id);
    expect(server.logs()).not.toContain(marker);
  });
});
