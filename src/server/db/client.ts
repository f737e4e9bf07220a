import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool } from 'pg';
import { env } from '@/env';
import { acquireDataDirLock, type DataDirHolder, type DataDirLock } from './data-dir-lock';
import { createPgliteDatabaseApart } from './pglite-data-folder';
import { applyPgliteWorkarounds } from './pglite-workarounds';
import * as schema from './schema';

/** A Drizzle database on either driver; the rest of the server code never knows which. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of either driver, as `db.transaction(async (tx) => …)` hands it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Calls `onMessage` with each payload NOTIFYed on `channel` (by any instance sharing the database on PostgreSQL);
   * resolves to the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

interface DatabaseOptions {
  /** node-postgres pool when set; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` keeps it in memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Who takes the PGlite folder's lock (written in it for the process refused); a server by default. */
  owner?: Pick<DataDirHolder, 'role' | 'port'>;
  /** Statement timeout; a long export may need more than a visitor's post. */
  statementTimeoutMs?: number;
}

/**
 * Bounded waits: a contact post answers within a few seconds, stored or 503, and never hangs behind a lock,
 * a full pool or a busy PGlite. PostgreSQL cancels a statement past its timeout (nothing stored); the pool
 * gives up waiting for a connection; PGlite's queue wait is bounded (src/server/db/pglite-workarounds.ts).
 */
export const DATABASE_TIMEOUTS = { statementMs: 5_000, lockMs: 2_000, acquireMs: 3_000 } as const;

const migrationsFolder = path.join(process.cwd(), 'migrations');

// Any constant works; every instance must use the same one so only one migrates at a time.
const MIGRATION_LOCK_ID = 4_240_001;

/**
 * PostgreSQL's default shared_buffers (128MB) lives inside PGlite's WebAssembly memory and is resident from the
 * start: it grows that memory from 128MB (the module's own minimum) to 189MB, and idle RSS follows. Measured on Node
 * 24, PGlite 0.5.16, existing data folder, 3 s after open: bare PGlite 312MB RSS with the default, 180MB with 16MB,
 * 166MB with 8MB, 156MB with 1MB. 8MB (1,024 pages) still holds the lead tables' hot pages and indexes, and a page
 * it misses is a read from the operating system's file cache: the inbox with 100,000 leads and the contact API ran as
 * fast as with 16MB, and the idle server holds about 9 MB less (docs/performance.md, "Idle memory with PGlite"). The
 * idle server's other savings are scripts/server-node-flags.mjs and pglite-data-folder.ts. Only the cache shrinks:
 * commits still write their WAL before they are acknowledged, so a killed process loses nothing it acknowledged.
 * A start parameter, not postgresql.conf: PGlite rewrites that file whole, and the folder stays as initdb made it.
 */
export const PGLITE_SHARED_BUFFERS = '8MB';
// PGlite's own parameters (single user, no workers...) stay: startParams replaces them rather than adding to them.
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
/** pg_trgm for the inbox's search (migration 0008 creates it; PostgreSQL ships it in contrib). */
const pgliteExtensions = { pg_trgm };

async function openPglite(dataDir: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  let client: PGlite;
  let lock: DataDirLock | undefined;
  if (dataDir.startsWith('memory://')) {
    client = await PGlite.create(dataDir, { startParams: pgliteStartParams, extensions: pgliteExtensions });
  } else {
    // Two processes on one folder corrupt it: the kernel's lock decides which one may open it (throws if held).
    lock = acquireDataDirLock(dataDir, options.owner ?? { role: 'server', port: 0 });
    try {
      // PGlite does not create parent folders; the lock created the folder.
      mkdirSync(dataDir, { recursive: true });
      await createPgliteDatabaseApart(path.resolve(dataDir), pgliteStartParams);
      client = await PGlite.create(path.resolve(dataDir), { startParams: pgliteStartParams, extensions: pgliteExtensions });
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const close = async () => {
    await client.close();
    lock?.release();
  };
  // Bounds the queue wait, which is what can grow with one connection (and keeps drizzle's parsers on the instance).
  applyPgliteWorkarounds(client, { maxQueueWaitMs: DATABASE_TIMEOUTS.acquireMs });
  const db = drizzlePglite({ client, schema });
  try {
    // PGlite accepts these (a lock wait is impossible with one connection) but its timeouts do not fire;
    // set anyway so the same rule holds should they ever.
    await client.exec(`set statement_timeout = ${options.statementTimeoutMs ?? DATABASE_TIMEOUTS.statementMs}; set lock_timeout = ${DATABASE_TIMEOUTS.lockMs}`);
    // The folder's lock is held, so no migration lock is needed here.
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await close();
    throw error;
  }
  const listen = async (channel: string, onMessage: (payload: string) => void) => {
    const unlisten = await client.listen(channel, onMessage);
    return async () => {
      if (!client.closed) await unlisten();
    };
  };
  return { db: db as unknown as Database, kind: 'pglite', close, listen };
}

const LISTEN_RETRY_MS = 1_000;

/**
 * LISTEN on a connection of its own (not the pool's: it stays open for as long as anyone listens), connected again
 * after PostgreSQL restarts or the network drops; notifications sent while it was away are lost, as with any LISTEN.
 */
async function listenOnPostgres(databaseUrl: string, channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
  let client: Client | undefined;
  let isStopped = false;
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: DATABASE_TIMEOUTS.acquireMs });
    const retry = () => {
      if (isStopped || client !== next) return;
      client = undefined;
      setTimeout(() => void connect().catch(retry), LISTEN_RETRY_MS).unref();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', retry);
    next.on('end', retry);
    client = next;
    await next.connect();
    // The channel is our own constant; quoted as an identifier all the same.
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
  };
  await connect();
  return async () => {
    isStopped = true;
    await client?.end().catch(() => {});
  };
}

async function openPostgres(databaseUrl: string, poolSize: number, options: DatabaseOptions): Promise<DatabaseHandle> {
  const statementMs = options.statementTimeoutMs ?? DATABASE_TIMEOUTS.statementMs;
  const pool = new Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: DATABASE_TIMEOUTS.acquireMs,
    statement_timeout: statementMs,
    lock_timeout: DATABASE_TIMEOUTS.lockMs,
    idle_in_transaction_session_timeout: 2 * statementMs,
    // Last resort for a server that stops answering at all; PostgreSQL has cancelled the statement by then.
    query_timeout: statementMs + 2_000,
  });
  // An idle client losing its connection emits here; unhandled, it would crash the process.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    try {
      // Several instances may start at once: one migrates, the others wait and then find nothing to do.
      // Waiting for that lock and migrating may take longer than a visitor's statement: no timeouts here.
      await client.query('set statement_timeout = 0; set lock_timeout = 0');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      try {
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      }
    } finally {
      // Destroyed, not pooled: it carries the session settings without timeouts.
      client.release(true);
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Database,
    kind: 'postgres',
    close: () => pool.end(),
    listen: (channel, onMessage) => listenOnPostgres(databaseUrl, channel, onMessage),
  };
}

/** Opens the database on the configured driver and applies pending migrations. */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options);
  return openPglite(options.dataDir ?? './data', options);
}

/** Number of migrations in the committed journal. */
function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** True when the database answers and every committed migration is applied. */
export async function isDatabaseReady(db: Database): Promise<boolean> {
  const rows = await db.select({ applied: sql<number>`(select count(*)::int from drizzle.__drizzle_migrations)` }).from(sql`(select 1) as probe`);
  return (rows[0]?.applied ?? 0) >= expectedMigrationCount();
}

/**
 * The server's database, opened once per process. In development Vite evaluates this module again when it (or a module
 * it imports) changes; the open database is handed to the new evaluation, since a PGlite folder opens once per process.
 */
let opening: Promise<DatabaseHandle> | undefined = import.meta.hot?.data.leadsDatabase;
import.meta.hot?.dispose((data: { leadsDatabase?: Promise<DatabaseHandle> }) => {
  data.leadsDatabase = opening;
});

/** The server's database from the environment, opened on first use. A failed start is not kept. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!opening) {
    const attempt = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, owner: { role: 'server', port: env.PORT } });
    opening = attempt;
    attempt.catch(() => {
      if (opening === attempt) opening = undefined;
    });
  }
  return opening;
}

/** Closes the process-wide database (graceful shutdown). */
export async function closeDatabase(): Promise<void> {
  const closing = opening;
  opening = undefined;
  if (closing) await (await closing).close();
}
