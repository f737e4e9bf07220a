import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { authSessions, authUsers, leads } from '@/server/db/schema';
import { purgeExpired } from '@/server/retention/purge-expired';
import { createRetentionTimer } from '@/server/retention/retention-timer';
import { insertLead } from './lead-rows';
import { openForSuite, testBackends } from './test-databases';

const backends = await testBackends();
const DAY_MS = 86_400_000;
const settings = { retentionDays: 730, rateLimitWindowMs: 600_000 };
const silent = { info: () => {}, error: () => {} };

describe.each(backends)('retention on $name', (backend) => {
  const handle = openForSuite(backend);

  const stored = async (ids: string[]) => (await handle.db.select({ id: leads.id }).from(leads).where(inArray(leads.id, ids))).map((row) => row.id);

  it('counts a lead’s age from the `now` it is given: kept a day before the period ends, deleted a day after', async () => {
    const id = await insertLead(handle.db);
    const [lead] = await handle.db.select({ createdAt: leads.createdAt }).from(leads).where(eq(leads.id, id));
    const storedAt = lead?.createdAt.getTime() ?? 0;
    expect(await purgeExpired(handle.db, settings, new Date(storedAt + 729 * DAY_MS))).toEqual({ leads: 0 });
    expect(await stored([id])).toEqual([id]);
    expect(await purgeExpired(handle.db, settings, new Date(storedAt + 731 * DAY_MS))).toEqual({ leads: 1 });
    expect(await stored([id])).toEqual([]);
  });

  it('purges on its own timer, with no outbox worker running: expired leads and ended sessions, at start', async () => {
    const id = await insertLead(handle.db);
    await handle.db.insert(authUsers).values({ id: 'retention-admin', name: 'Admin', email: 'retention@example.com', role: 'admin' });
    const now = Date.now();
    await handle.db
      .insert(authSessions)
      .values({ id: 'retention-session', token: 'retention-token', userId: 'retention-admin', expiresAt: new Date(now + DAY_MS) });
    const lines: Array<{ fields: object; message?: string }> = [];
    const timer = createRetentionTimer({
      db: handle.db,
      logger: { ...silent, info: (fields, message) => lines.push({ fields, message }) },
      settings,
      // Two years and a day on: the lead is past retention and the session has ended.
      clock: () => new Date(now + 731 * DAY_MS),
    });
    timer.start();
    await vi.waitFor(async () => expect(await stored([id])).toEqual([]), { timeout: 10_000 });
    await timer.stop();
    expect(await handle.db.select().from(authSessions).where(eq(authSessions.id, 'retention-session'))).toHaveLength(0);
    expect(lines).toContainEqual({ fields: { deletedLeads: 1 }, message: 'expired leads deleted' });
  });

  it('stops: no purge after stop(), though its clock says everything has expired', async () => {
    const timer = createRetentionTimer({ db: handle.db, logger: silent, settings, clock: () => new Date(Date.now() + 731 * DAY_MS), intervalMs: 10 });
    timer.start();
    await timer.stop();
    const id = await insertLead(handle.db);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await stored([id])).toEqual([id]);
  });
});
