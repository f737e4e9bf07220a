// Throwaway databases for integration tests: in-memory PGlite, and a fresh PostgreSQL database per run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '@/server/db/client';

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** In CI an unreachable PostgreSQL fails the run instead of skipping its half. */
const isPostgresRequired = process.env.CI === 'true';

async function isPostgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

// Lets parallel runs on one PostgreSQL server keep apart (e.g. `TEST_DATABASE_PREFIX=ft_`); a plain identifier.
const DATABASE_PREFIX = process.env.TEST_DATABASE_PREFIX ?? 'leads_it_';
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE_PREFIX)) throw new Error(`TEST_DATABASE_PREFIX must be a plain identifier: ${DATABASE_PREFIX}`);

/** Creates `<TEST_DATABASE_PREFIX, default leads_it_><random>` next to the `test` database; `drop()` removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/** The server environment for a backend: a fresh PostgreSQL database's DATABASE_URL, or nothing for PGlite. */
export async function serverDatabase(backend: 'pglite' | 'postgres'): Promise<{ env: { DATABASE_URL?: string }; drop: () => Promise<void> }> {
  if (backend === 'pglite') return { env: {}, drop: async () => {} };
  const database = await createPostgresDatabase();
  return { env: { DATABASE_URL: database.url }, drop: database.drop };
}

interface TestBackend {
  name: 'pglite' | 'postgres';
  open(): Promise<DatabaseHandle & { dispose(): Promise<void> }>;
}

const pglite: TestBackend = {
  name: 'pglite',
  async open() {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { ...handle, dispose: () => handle.close() };
  },
};

const postgres: TestBackend = {
  name: 'postgres',
  async open() {
    const database = await createPostgresDatabase();
    const handle = await openDatabase({ databaseUrl: database.url, poolSize: 10 });
    return {
      ...handle,
      dispose: async () => {
        await handle.close();
        await database.drop();
      },
    };
  },
};

/** The backends to run against: PGlite always; PostgreSQL when reachable, and always in CI. */
export async function testBackends(): Promise<TestBackend[]> {
  if (isPostgresRequired || (await isPostgresReachable())) return [pglite, postgres];
  console.warn(`PostgreSQL at ${POSTGRES_ADMIN_URL} is unreachable: skipping its integration tests (they fail in CI).`);
  return [pglite];
}

/** The backend's database for the tests of one `describe`: opened before them, disposed of after them. */
export function openForSuite(backend: TestBackend): { readonly db: Database } {
  let handle: Awaited<ReturnType<TestBackend['open']>> | undefined;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle?.dispose();
  });
  return {
    get db() {
      if (!handle) throw new Error('the suite database opens in beforeAll: read db inside a test');
      return handle.db;
    },
  };
}
