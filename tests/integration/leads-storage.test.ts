import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OutboxChannel } from '@/lib/inbox/vocabulary';
import type { Database } from '@/server/db/client';
import { leadOutbox, leads, rateLimitHits } from '@/server/db/schema';
import { toLeadsCsv } from '@/server/leads/leads-csv';
import { listLeads } from '@/server/leads/lead-export';
import { submitLead, type SubmitLeadInput } from '@/server/leads/store-lead';
import { purgeExpired } from '@/server/retention/purge-expired';
import { openForSuite, testBackends } from './test-databases';

const backends = await testBackends();
const rateLimit = { limit: 5, windowMs: 600_000 };
const options = { rateLimit, channels: ['email', 'webhook'] as OutboxChannel[] };

function input(overrides: Partial<SubmitLeadInput> = {}): SubmitLeadInput {
  return {
    fields: { name: 'Ada Obi', country: 'NG', mobile: '+2348031234567', message: 'Price list please' },
    locale: 'en',
    idempotencyKey: randomUUID(),
    ipHash: randomUUID(),
    userAgent: 'vitest',
    spamReason: null,
    ...overrides,
  };
}

async function countRows(db: Database, table: typeof leads | typeof leadOutbox | typeof rateLimitHits) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe.each(backends)('lead storage on $name', (backend) => {
  const handle = openForSuite(backend);

  it('stores the lead and one outbox row per channel together', async () => {
    const result = await submitLead(handle.db, input(), options);
    expect(result.kind).toBe('created');
    const id = result.kind === 'created' ? result.id : '';
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({ status: 'new', notificationStatus: 'pending', mobile: '+2348031234567', country: 'NG' });
    const rows = await handle.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, id));
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'webhook']);
  });

  it('rolls the lead back when its outbox row cannot be written', async () => {
    const before = await countRows(handle.db, leads);
    const broken = { ...options, channels: ['pager' as OutboxChannel] };
    await expect(submitLead(handle.db, input(), broken)).rejects.toThrow();
    expect(await countRows(handle.db, leads)).toBe(before);
  });

  it('stores one lead for concurrent duplicates of an idempotency key', async () => {
    const duplicate = input();
    const results = await Promise.all(Array.from({ length: 20 }, () => submitLead(handle.db, duplicate, options)));
    const ids = new Set(results.map((result) => ('id' in result ? result.id : result.kind)));
    expect(ids.size).toBe(1);
    expect(ids.has('limited')).toBe(false);
    expect(results.filter((result) => result.kind === 'created')).toHaveLength(1);
    const [row] = await handle.db.select({ n: count() }).from(leads).where(eq(leads.idempotencyKey, duplicate.idempotencyKey));
    expect(row?.n).toBe(1);
  });

  it('refuses a key replayed with other fields, storing nothing, and still answers the same fields', async () => {
    const first = input();
    const created = await submitLead(handle.db, first, options);
    expect(created.kind).toBe('created');
    const hitsBefore = await countRows(handle.db, rateLimitHits);
    const leadsBefore = await countRows(handle.db, leads);
    for (const fields of [
      { ...first.fields, message: 'A second, different message' },
      { ...first.fields, name: 'Someone Else' },
      { ...first.fields, mobile: '+2348031234568' },
    ]) {
      expect(await submitLead(handle.db, { ...first, fields }, options)).toEqual({ kind: 'conflict' });
    }
    // Concurrent: some with the first fields, some with others; never a second lead.
    const mixed = await Promise.all(
      Array.from({ length: 10 }, (_, i) => submitLead(handle.db, i % 2 ? first : { ...first, fields: { ...first.fields, message: `other ${i}` } }, options)),
    );
    expect(mixed.filter((result) => result.kind === 'replayed')).toHaveLength(5);
    expect(mixed.filter((result) => result.kind === 'conflict')).toHaveLength(5);
    expect(await countRows(handle.db, leads)).toBe(leadsBefore);
    expect(await countRows(handle.db, rateLimitHits)).toBe(hitsBefore);
    const [stored] = await handle.db.select().from(leads).where(eq(leads.idempotencyKey, first.idempotencyKey));
    expect(stored).toMatchObject({ message: first.fields.message, requestHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('settles concurrent first posts of one key with different fields: one lead, the rest conflicts or replays', async () => {
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        submitLead(handle.db, input({ idempotencyKey: key, ipHash: randomUUID(), fields: { ...input().fields, message: `race ${i % 2}` } }), options),
      ),
    );
    expect(results.filter((result) => result.kind === 'created')).toHaveLength(1);
    const [row] = await handle.db.select({ n: count() }).from(leads).where(eq(leads.idempotencyKey, key));
    expect(row?.n).toBe(1);
    const winner = results.find((result) => result.kind === 'created');
    const [stored] = await handle.db.select().from(leads).where(eq(leads.idempotencyKey, key));
    expect(winner && 'id' in winner && winner.id).toBe(stored?.id);
    for (const [i, result] of results.entries()) {
      if (result.kind === 'created') continue;
      expect(result.kind, String(i)).toBe(stored?.message === `race ${i % 2}` ? 'replayed' : 'conflict');
    }
  });

  it('admits exactly the limit of concurrent posts from one client', async () => {
    const ipHash = randomUUID();
    const results = await Promise.all(Array.from({ length: 30 }, () => submitLead(handle.db, input({ ipHash }), options)));
    expect(results.filter((result) => result.kind === 'created')).toHaveLength(5);
    const limited = results.filter((result) => result.kind === 'rate-limited');
    expect(limited).toHaveLength(25);
    for (const result of limited) {
      expect(result.retryAfterSeconds).toBeGreaterThan(0);
      expect(result.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
    const [row] = await handle.db.select({ n: count() }).from(leads).where(eq(leads.ipHash, ipHash));
    expect(row?.n).toBe(5);
    // Another client is not affected.
    expect((await submitLead(handle.db, input(), options)).kind).toBe('created');
  });

  it('admits a client again as its hits leave the sliding window, and says when', async () => {
    const ipHash = randomUUID();
    const limited = { ...options, rateLimit: { limit: 3, windowMs: 600_000 } };
    const age = (seconds: number, seq: number) =>
      handle.db
        .update(rateLimitHits)
        .set({ createdAt: sql`${rateLimitHits.createdAt} - make_interval(secs => ${seconds})` })
        .where(and(eq(rateLimitHits.clientKey, ipHash), eq(rateLimitHits.seq, seq)));
    for (let i = 0; i < 3; i += 1) expect((await submitLead(handle.db, input({ ipHash }), limited)).kind).toBe('created');
    // The first hit is now 9 minutes old: it leaves the 10-minute window in about 60 s.
    await age(540, 1);
    const refused = await submitLead(handle.db, input({ ipHash }), limited);
    expect(refused).toMatchObject({ kind: 'rate-limited' });
    expect(refused.kind === 'rate-limited' && refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.kind === 'rate-limited' && refused.retryAfterSeconds).toBeLessThanOrEqual(61);
    // Out of the window: one more is admitted, and then the client is at its limit again.
    await age(61, 1);
    expect((await submitLead(handle.db, input({ ipHash }), limited)).kind).toBe('created');
    expect((await submitLead(handle.db, input({ ipHash }), limited)).kind).toBe('rate-limited');
    const rows = await handle.db.select({ seq: rateLimitHits.seq }).from(rateLimitHits).where(eq(rateLimitHits.clientKey, ipHash)).orderBy(rateLimitHits.seq);
    expect(rows.map((row) => row.seq)).toEqual([1, 2, 3, 4]);
  });

  it('counts the hits still in the window when the limit is lowered below them', async () => {
    const ipHash = randomUUID();
    for (let i = 0; i < 4; i += 1) await submitLead(handle.db, input({ ipHash }), options);
    // Hits 1..4 are 400, 300, 200 and 100 s old; with a limit of 2 the client waits for hit 3 to leave (400 s).
    for (const [seq, seconds] of [
      [1, 400],
      [2, 300],
      [3, 200],
      [4, 100],
    ] as const) {
      await handle.db
        .update(rateLimitHits)
        .set({ createdAt: sql`${rateLimitHits.createdAt} - make_interval(secs => ${seconds})` })
        .where(and(eq(rateLimitHits.clientKey, ipHash), eq(rateLimitHits.seq, seq)));
    }
    const refused = await submitLead(handle.db, input({ ipHash }), { ...options, rateLimit: { limit: 2, windowMs: 600_000 } });
    expect(refused.kind === 'rate-limited' && refused.retryAfterSeconds).toBeGreaterThanOrEqual(399);
    expect(refused.kind === 'rate-limited' && refused.retryAfterSeconds).toBeLessThanOrEqual(401);
  });

  it('stores spam with status spam and nothing to notify', async () => {
    const result = await submitLead(handle.db, input({ spamReason: 'honeypot' }), options);
    expect(result.kind).toBe('created');
    const id = result.kind === 'created' ? result.id : '';
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({ status: 'spam', notificationStatus: 'none' });
    expect(await handle.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, id))).toHaveLength(0);
  });

  it('deletes leads past the retention period with their outbox rows, and keeps recent ones', async () => {
    const old = await submitLead(handle.db, input(), options);
    const recent = await submitLead(handle.db, input(), options);
    const oldId = old.kind === 'created' ? old.id : '';
    const recentId = recent.kind === 'created' ? recent.id : '';
    await handle.db
      .update(leads)
      .set({ createdAt: sql`now() - interval '731 days'` })
      .where(eq(leads.id, oldId));
    const purged = await purgeExpired(handle.db, { retentionDays: 730, rateLimitWindowMs: rateLimit.windowMs }, new Date());
    expect(purged.leads).toBe(1);
    expect(await handle.db.select().from(leads).where(eq(leads.id, oldId))).toHaveLength(0);
    expect(await handle.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, oldId))).toHaveLength(0);
    expect(await handle.db.select().from(leads).where(eq(leads.id, recentId))).toHaveLength(1);
  });

  it('exports the stored leads as CSV, with --since filtering', async () => {
    const marker = `=cmd|' /C calc'!A0 ${randomUUID()}`;
    const result = await submitLead(handle.db, input({ fields: { name: 'Export, "Test"', country: 'KE', mobile: '+254712345678', message: marker } }), options);
    const id = result.kind === 'created' ? result.id : '';
    const csv = toLeadsCsv(await listLeads(handle.db));
    const line = csv.split('\r\n').find((row) => row.startsWith(id));
    // No assignee and no note yet: the two last columns are empty.
    expect(line).toBe(`${id},${line?.split(',')[1]},en,"Export, ""Test""",KE,'+254712345678,'${marker},new,,,`);
    const future = await listLeads(handle.db, { since: new Date(Date.now() + 60_000) });
    expect(future).toHaveLength(0);
  });

  it('exports new leads by default, spam or all on request', async () => {
    const marker = randomUUID();
    const fields = (message: string) => ({ ...input().fields, message: `${message} ${marker}` });
    await submitLead(handle.db, input({ fields: fields('person') }), options);
    await submitLead(handle.db, input({ fields: fields('bot'), spamReason: 'honeypot' }), options);
    const exported = async (status?: 'new' | 'spam' | 'all') =>
      (await listLeads(handle.db, status ? { status } : {})).filter((row) => row.message.endsWith(marker)).map((row) => row.status);
    expect(await exported()).toEqual(['new']);
    expect(await exported('new')).toEqual(['new']);
    expect(await exported('spam')).toEqual(['spam']);
    // Both rows can carry the same created_at (PGlite's clock is coarse); the order among equal times is the id's.
    expect((await exported('all')).sort()).toEqual(['new', 'spam']);
  });
});
