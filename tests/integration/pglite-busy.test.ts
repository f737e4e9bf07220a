// PGlite's single connection: a call that cannot start within the bounded wait is refused and never runs later,
// so the contact post answers 503 quickly and a 503 means nothing was stored.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TIMEOUTS, openDatabase, type DatabaseHandle } from '@/server/db/client';
import { DatabaseBusyError } from '@/server/db/pglite-workarounds';
import { leads } from '@/server/db/schema';
import { submitLead } from '@/server/leads/store-lead';

describe('PGlite queue wait', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('refuses a lead that waits past the limit behind a long transaction, and never stores it', async () => {
    let endTransaction: () => void = () => {};
    const transactionEnded = new Promise<void>((resolve) => (endTransaction = resolve));
    // Holds the single connection, as a slow statement or a burst of posts would.
    const longTransaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await transactionEnded;
    });
    const message = `busy ${randomUUID()}`;
    const submitting = submitLead(
      handle.db,
      {
        fields: { name: 'Busy Visitor', country: 'KE', mobile: '+254712345678', message },
        locale: 'en',
        idempotencyKey: randomUUID(),
        ipHash: randomUUID(),
        userAgent: null,
        spamReason: null,
      },
      { rateLimit: { limit: 100, windowMs: 60_000 }, channels: [] },
    );
    const outcome = await Promise.race([
      // drizzle wraps the driver's error: the cause is what was thrown.
      submitting.then(
        () => 'stored',
        (error: unknown) => (error as { cause?: unknown }).cause,
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), DATABASE_TIMEOUTS.acquireMs * 5)),
    ]);
    expect(outcome).toBeInstanceOf(DatabaseBusyError);
    endTransaction();
    await longTransaction;
    const rows = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(leads)
      .where(eq(leads.message, message));
    expect(rows[0]?.count).toBe(0);
  });
});
