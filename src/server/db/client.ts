import 'server-only';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { env } from '@/env';
import { readLiveServerInfo } from '@/server/server-info';
import * as schema from './schema';

/** A Drizzle database on either driver; the rest of the server code never knows which. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** node-postgres pool when set; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` keeps it in memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export const migrationsFolder = path.join(process.cwd(), 'migrations');

// Any constant works; every instance must use the same one so only one migrates at a time.
const MIGRATION_LOCK_ID = 4_240_001;

/**
 * drizzle's PGlite driver passes the same few type parsers (dates and intervals kept as strings) with every
 * query, and PGlite merges them by copying its ~300 built-in parsers each time: about 0.2 ms a query, a third of
 * a contact submission's database time. Set them on the instance instead (a handful of keys) and query without
 * them; every query goes through drizzle, so every query would have carried the same parsers anyway.
 */
function keepQueryParsersOnInstance(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = function queryWithInstanceParsers<T>(text: string, params?: unknown[], options?: QueryOptions) {
    if (!options?.parsers) return query<T>(text, params, options);
    const { parsers, ...rest } = options;
    Object.assign(client.parsers, parsers);
    return query<T>(text, params, rest);
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir.startsWith('memory://')) {
    client = await PGlite.create(dataDir);
  } else {
    // Two processes on one directory corrupt it: refuse while another live process announces it holds it.
    const holder = readLiveServerInfo(dataDir);
    if (holder && holder.pid !== process.pid) {
      throw new Error(`${dataDir} is held by process ${holder.pid}; PGlite allows one process per directory`);
    }
    // PGlite does not create parent folders (MACHINE-NOTES).
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(path.resolve(dataDir));
  }
  keepQueryParsersOnInstance(client);
  const db = drizzlePglite({ client, schema });
  try {
    // One process per data directory, so no lock is needed here.
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection emits here; unhandled, it would crash the process.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    try {
      // Several instances may start at once: one migrates, the others wait and then find nothing to do.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      try {
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: drizzlePg({ client: pool, schema }) as unknown as Database, kind: 'postgres', close: () => pool.end() };
}

/** Opens the database on the configured driver and applies pending migrations. */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? './data');
}

/** Number of migrations in the committed journal. */
export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** True when the database answers and every committed migration is applied. */
export async function isDatabaseReady(db: Database): Promise<boolean> {
  const rows = await db
    .select({ applied: sql<number>`(select count(*)::int from drizzle.__drizzle_migrations)` })
    .from(sql`(select 1) as probe`);
  return (rows[0]?.applied ?? 0) >= expectedMigrationCount();
}

const globalForDb = globalThis as typeof globalThis & { leadsDatabase?: Promise<DatabaseHandle> };

/**
 * The server's database from the environment, opened once per process and kept on globalThis
 * (dev hot reload must not open a PGlite directory twice). A failed start is not cached.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!globalForDb.leadsDatabase) {
    const opening = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    globalForDb.leadsDatabase = opening;
    opening.catch(() => {
      if (globalForDb.leadsDatabase === opening) globalForDb.leadsDatabase = undefined;
    });
  }
  return globalForDb.leadsDatabase;
}

/** Closes the process-wide database (graceful shutdown). */
export async function closeDatabase(): Promise<void> {
  const opening = globalForDb.leadsDatabase;
  globalForDb.leadsDatabase = undefined;
  if (opening) await (await opening).close();
}
