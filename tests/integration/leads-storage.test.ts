import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { leadOutbox, leads, rateLimitHits, type OutboxChannel } from '@/server/db/schema';
import { toLeadsCsv } from '@/server/leads/leads-csv';
import { listLeads } from '@/server/leads/list-leads';
import { submitLead, type SubmitLeadInput } from '@/server/leads/submit-lead';
import { purgeExpired } from '@/server/notify/retention';
import { testBackends } from './test-databases';

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
    isSpam: false,
    ...overrides,
  };
}

async function countRows(db: Database, table: typeof leads | typeof leadOutbox | typeof rateLimitHits) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe.each(backends)('lead storage on $name', (backend) => {
  let handle: Awaited<ReturnType<typeof backend.open>>;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle?.dispose();
  });

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
    const ids = new Set(results.map((result) => (result.kind === 'rate-limited' ? 'limited' : result.id)));
    expect(ids.size).toBe(1);
    expect(ids.has('limited')).toBe(false);
    expect(results.filter((result) => result.kind === 'created')).toHaveLength(1);
    const [row] = await handle.db.select({ n: count() }).from(leads).where(eq(leads.idempotencyKey, duplicate.idempotencyKey));
    expect(row?.n).toBe(1);
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

  it('stores spam with status spam and nothing to notify', async () => {
    const result = await submitLead(handle.db, input({ isSpam: true }), options);
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
    await handle.db.update(leads).set({ createdAt: sql`now() - interval '731 days'` }).where(eq(leads.id, oldId));
    const purged = await purgeExpired(handle.db, { retentionDays: 730, rateLimitWindowMs: rateLimit.windowMs });
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
    expect(line).toBe(`${id},${line?.split(',')[1]},en,"Export, ""Test""",KE,'+254712345678,'${marker},new`);
    const future = await listLeads(handle.db, { since: new Date(Date.now() + 60_000) });
    expect(future).toHaveLength(0);
  });
});
