// Throwaway databases for integration tests: in-memory PGlite, and a fresh PostgreSQL database per run.
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '@/server/db/client';
import { createPostgresDatabase, isPostgresReachable, isPostgresRequired, POSTGRES_ADMIN_URL } from '../fixtures/postgres-databases';

export { createPostgresDatabase, POSTGRES_ADMIN_URL };

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
