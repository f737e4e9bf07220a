// Migrations 0005–0007 on a database that already holds leads: spam keeps its status with the reason `unknown`,
// on PGlite and PostgreSQL, and migrating again changes nothing.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import { createPostgresDatabase, testBackends } from './test-databases';

const backends = await testBackends();
const scratch = mkdtempSync(path.join(tmpdir(), 'spam-reason-migration-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The committed migrations up to 0004, as a database last migrated before spam reasons existed has them. */
function migrationsBeforeSpamReasons(): string {
  const folder = path.join(scratch, 'migrations-0004');
  cpSync('migrations', folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0005');
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const insertLeads = sql`insert into leads (locale, name, country, mobile, message, ip_hash, status, idempotency_key, notification_status)
  values ('en', 'Old Bot', 'NG', '+2348031234567', 'old spam', 'h', 'spam', 'k-spam', 'none'),
         ('en', 'Old Person', 'NG', '+2348031234567', 'old lead', 'h', 'new', 'k-new', 'sent')`;

async function storedReasons(handle: DatabaseHandle) {
  const stored = await handle.db.select({ message: leads.message, status: leads.status, spamReason: leads.spamReason }).from(leads).orderBy(asc(leads.message));
  const [migrations] = await handle.db.select({ count: sql<number>`(select count(*)::int from drizzle.__drizzle_migrations)` }).from(sql`(select 1) as probe`);
  return { leads: stored, migrations: migrations?.count };
}

describe.each(backends)('the spam reason migrations on $name', (backend) => {
  it('give old spam the reason unknown, leave new leads without one, and are harmless twice', async () => {
    const oldMigrations = migrationsBeforeSpamReasons();
    let open: () => Promise<DatabaseHandle>;
    let drop = async () => {};
    if (backend.name === 'pglite') {
      const dataDir = path.join(scratch, 'pglite');
      const client = await PGlite.create(dataDir);
      const db = drizzlePglite({ client });
      await migratePglite(db, { migrationsFolder: oldMigrations });
      await db.execute(insertLeads);
      await client.close();
      open = () => openDatabase({ dataDir });
    } else {
      const database = await createPostgresDatabase();
      drop = database.drop;
      const pool = new pg.Pool({ connectionString: database.url, max: 1 });
      const db = drizzlePg({ client: pool });
      await migratePg(db, { migrationsFolder: oldMigrations });
      await db.execute(insertLeads);
      await pool.end();
      open = () => openDatabase({ databaseUrl: database.url, poolSize: 1 });
    }
    try {
      const expected = [
        { message: 'old lead', status: 'new', spamReason: null },
        { message: 'old spam', status: 'spam', spamReason: 'unknown' },
      ];
      const first = await open();
      const afterFirst = await storedReasons(first);
      await first.close();
      expect(afterFirst.leads).toEqual(expected);
      expect(afterFirst.migrations).toBe(JSON.parse(readFileSync('migrations/meta/_journal.json', 'utf8')).entries.length);
      const second = await open();
      const afterSecond = await storedReasons(second);
      // The constraint holds from now on: spam without a reason is refused.
      await expect(second.db.execute(sql`update leads set spam_reason = null where status = 'spam'`)).rejects.toThrow();
      await second.close();
      expect(afterSecond).toEqual(afterFirst);
    } finally {
      await drop();
    }
  });
});
