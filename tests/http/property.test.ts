import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, testPort, type RunningServer } from './production-server';

const PORT = testPort(7);
const BATCHES = 100;
const BATCH_SIZE = 50; // 5,000 requests in all, 50 at a time.
const ADMIN_TOKEN = 'property-test-admin-token-0123456789';

/** A stack frame such as "    at handler (/app/dist/server/chunks/123.mjs:1:2)". */
const STACK_FRAME = /\n\s+at .+[(:]\d+:\d+\)?/;

const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/plain',
    'application/xml',
    '',
  ),
  fc.string({ maxLength: 40 }),
);

/** Characters the server must refuse (400), remove or rewrite before anything reaches the database. */
const hostileCharacter = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\r',
  '\t',
  '\n',
  '\u2028',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\u00ad',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\ud800',
  '\udc00',
  'e\u0301',
);
/** Text with hostile characters on purpose, in otherwise plausible fields. */
const hostileText = (base: fc.Arbitrary<string>) =>
  fc.tuple(base, fc.array(fc.tuple(fc.nat(), hostileCharacter), { minLength: 1, maxLength: 4 })).map(([text, inserts]) =>
    inserts.reduce((result, [at, character]) => {
      const index = at % (result.length + 1);
      return result.slice(0, index) + character + result.slice(index);
    }, text),
  );

const leadish = fc.record(
  {
    name: fc.oneof(fc.string({ maxLength: 120 }), fc.anything(), hostileText(fc.constantFrom('Ada Obi', '王芳'))),
    country: fc.oneof(fc.constantFrom('NG', 'UG', 'KE', 'TZ', 'CI', 'CN', 'XX', ''), fc.anything()),
    mobile: fc.oneof(fc.constantFrom('+2348031234567', '0803 123 4567', '12', ''), fc.string(), fc.anything(), hostileText(fc.constant('0803 123 4567'))),
    message: fc.oneof(fc.string({ maxLength: 2100 }), fc.anything(), hostileText(fc.constantFrom('Price list please', '请发报价单'))),
    locale: fc.oneof(fc.constantFrom('en', 'zh-CN', 'zh_cn', 'fr'), fc.anything()),
    website: fc.oneof(fc.constant(''), fc.string({ maxLength: 10 })),
    fillMs: fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 10 }), fc.constant(60_000)),
    startedAt: fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 10 })),
  },
  { requiredKeys: [] },
);

/** What a form field could carry for any generated value (some have no prototype, so no toString). */
function formValue(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return '';
  }
}

/** Leads that pass every other rule, so the hostile characters meet the database unless normalisation stops them. */
const hostileLead = fc.record({
  name: hostileText(fc.constantFrom('Ada Obi', '王芳')),
  country: fc.constant('NG'),
  mobile: fc.oneof(fc.constant('0803 123 4567'), hostileText(fc.constant('0803 123 4567'))),
  message: hostileText(fc.constantFrom('Price list please', '请发报价单')),
  locale: fc.constantFrom('en', 'zh-CN'),
  fillMs: fc.constant(60_000),
});

const body = fc.oneof(
  leadish.map((value) => JSON.stringify(value)),
  hostileLead.map((value) => JSON.stringify(value)),
  fc.json({ maxDepth: 4 }),
  fc.string({ maxLength: 400 }),
  fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes)),
  leadish.map((value) => new URLSearchParams(Object.entries(value).map(([key, field]) => [key, formValue(field)])).toString()),
  fc.constant('x'.repeat(17 * 1024)),
);

const request = fc.record({
  method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE', 'PATCH'),
  contentType,
  body,
  idempotencyKey: fc.oneof(fc.uuid(), fc.string({ maxLength: 60 }), fc.constant(undefined)),
  origin: fc.oneof(fc.constant(undefined), fc.constantFrom('http://evil.example', 'null'), fc.webUrl()),
  acceptLanguage: fc.oneof(fc.constant(undefined), fc.constantFrom('zh-CN,zh;q=0.9', 'en', '*', ';;;')),
});

type RandomRequest = typeof request extends fc.Arbitrary<infer T> ? T : never;

describe('POST /api/contact under random input', () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'leads-property-'));
    // A limit this high lets every request reach parsing and validation instead of the 429 path.
    server = await startServer(PORT, { DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '100000/1m', ADMIN_TOKEN });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Header values a client can send at all (fetch refuses control and non-Latin-1 characters itself).
  const headerValue = (value: string) => value.replace(/[^\x20-\x7e]/g, '').trim();

  async function send(random: RandomRequest) {
    const headers: Record<string, string> = {};
    if (headerValue(random.contentType)) headers['Content-Type'] = headerValue(random.contentType);
    if (random.idempotencyKey !== undefined) headers['Idempotency-Key'] = headerValue(random.idempotencyKey);
    if (random.origin !== undefined) headers.Origin = random.origin;
    if (random.acceptLanguage !== undefined) headers['Accept-Language'] = random.acceptLanguage;
    const hasBody = random.method !== 'GET';
    const response = await fetch(`${server.url}/api/contact`, {
      method: random.method,
      headers,
      body: hasBody ? random.body : undefined,
    });
    return { status: response.status, text: await response.text() };
  }

  it('never answers 5xx or leaks a stack trace, across 5,000 random requests', async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: BATCH_SIZE, maxLength: BATCH_SIZE }), async (batch) => {
        const answers = await Promise.all(batch.map(send));
        sent += answers.length;
        for (const answer of answers) {
          expect(answer.status).toBeLessThan(500);
          expect(answer.text).not.toMatch(STACK_FRAME);
          expect(answer.text).not.toContain('node_modules');
        }
      }),
      { numRuns: BATCHES },
    );
    expect(sent).toBeGreaterThanOrEqual(5_000);

    // The server still answers, and still takes a real lead.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const lead = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ada', country: 'NG', mobile: '0803 123 4567', message: 'Prices?', locale: 'en' }),
    });
    expect(lead.status).toBe(200);
    // About a minute alone; several on a machine shared with other builds and tests.
  }, 300_000);

  it('stores nothing the normalisation refuses or removes, across 1,000 leads carrying such characters', async () => {
    const sendLead = async ([lead, asForm]: [Record<string, unknown>, boolean]) => {
      const response = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': asForm ? 'application/x-www-form-urlencoded' : 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: asForm ? new URLSearchParams(Object.entries(lead).map(([key, field]) => [key, String(field)])).toString() : JSON.stringify(lead),
      });
      return response.status;
    };
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(hostileLead, fc.boolean()), { minLength: 50, maxLength: 50 }), async (batch) => {
        for (const status of await Promise.all(batch.map(sendLead))) expect([200, 400]).toContain(status);
      }),
      { numRuns: 20 },
    );

    const exported = await fetch(`${server.url}/api/leads?status=all`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, Accept: 'application/json' } });
    const rows = ((await exported.json()) as { data: Array<Record<string, string>> }).data;
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      for (const field of ['name', 'country', 'mobile', 'message']) {
        const value = row[field] ?? '';
        expect(value, `${field} ${JSON.stringify(value)}`).not.toMatch(/[\p{Cf}\p{Cs}\p{Zl}\p{Zp}\r]|(?![\t\n])\p{Cc}/u);
        expect(value).toBe(value.normalize('NFC'));
      }
      expect(`${row.name}${row.mobile}`).not.toMatch(/[\t\n]/);
    }
  }, 300_000);
});
