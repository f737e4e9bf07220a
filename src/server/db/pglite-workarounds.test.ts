// What pglite-workarounds.ts relies on in PGlite. A failure here means PGlite changed under the workarounds: drop the
// one whose gap is closed, or fix the one whose footing moved.
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPgliteWorkarounds, DatabaseBusyError } from './pglite-workarounds';

// Two instances for the whole file (PGlite takes seconds to start): one as PGlite ships, one with the workarounds.
let plain: PGlite;
let patched: PGlite;
beforeAll(async () => {
  [plain, patched] = await Promise.all([PGlite.create('memory://'), PGlite.create('memory://')]);
  applyPgliteWorkarounds(patched, { maxQueueWaitMs: 100 });
});
afterAll(async () => {
  await Promise.all([plain?.close(), patched?.close()]);
});

function holdTransaction(client: PGlite): { release: () => void; done: Promise<void> } {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const done = client.transaction(async (tx) => {
    await tx.query('select 1');
    await released;
  });
  return { release, done };
}

describe('the gaps PGlite still has', () => {
  it('ignores statement_timeout', async () => {
    await plain.exec('set statement_timeout = 50');
    await expect(plain.query('select pg_sleep(0.2)')).resolves.toBeDefined();
  });

  it('queues a call behind a running transaction without any limit of its own', async () => {
    const held = holdTransaction(plain);
    const outcome = await Promise.race([
      plain.query('select 1').then(
        () => 'ran',
        () => 'refused',
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300)),
    ]);
    expect(outcome).toBe('still waiting');
    held.release();
    await held.done;
  });

  it('copies per-query parsers over the instance ones, and reads the instance ones without', async () => {
    const asText = { [types.DATE]: (value: string) => value };
    expect((await plain.query<{ d: unknown }>("select '2020-01-02'::date as d", [], { parsers: asText })).rows[0]?.d).toBe('2020-01-02');
    expect((await plain.query<{ d: unknown }>("select '2020-01-02'::date as d")).rows[0]?.d).toBeInstanceOf(Date);
    Object.assign(plain.parsers, asText);
    expect((await plain.query<{ d: unknown }>("select '2020-01-02'::date as d")).rows[0]?.d).toBe('2020-01-02');
  });
});

describe('applyPgliteWorkarounds', () => {
  it('refuses a call that waits past the limit, and never runs it later', async () => {
    await patched.exec('create table marks (id int)');
    const held = holdTransaction(patched);
    await expect(patched.query('insert into marks values (1)')).rejects.toBeInstanceOf(DatabaseBusyError);
    held.release();
    await held.done;
    expect((await patched.query<{ count: number }>('select count(*)::int as count from marks')).rows[0]?.count).toBe(0);
  });

  it("lets a transaction's own statements run past the limit: they use the transaction's handle", async () => {
    const result = await patched.transaction(async (tx) => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      return (await tx.query<{ one: number }>('select 1 as one')).rows[0]?.one;
    });
    expect(result).toBe(1);
  });

  it('keeps the parsers a query carries on the instance, so later queries parse alike without them', async () => {
    const asText = { [types.DATE]: (value: string) => value };
    expect((await patched.query<{ d: unknown }>("select '2020-01-02'::date as d", [], { parsers: asText })).rows[0]?.d).toBe('2020-01-02');
    expect((await patched.query<{ d: unknown }>("select '2020-01-02'::date as d")).rows[0]?.d).toBe('2020-01-02');
  });
});
