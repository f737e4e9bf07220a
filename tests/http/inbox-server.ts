// One production server for an inbox test, on PGlite or PostgreSQL: its own data folder and database, and its first
// admin, added with `npm run users:add` before the server starts (the command opens the folder itself).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OUTLAST_TEST_CLIENT, runUsers, tokenOfLink } from '../fixtures/inbox';
import { serverDatabase } from '../integration/test-databases';
import { startServer, type RunningServer } from './production-server';

export interface InboxServer {
  server: RunningServer;
  /** What `npm run users:*` needs to reach this server's people: its data folder, and its database on PostgreSQL. */
  env: { DATA_DIR: string; ADMIN_TOKEN: string; DATABASE_URL?: string };
  /** The token of the first admin's set-password link. */
  firstAdminToken: string;
  /** Stops the server, then removes its database and data folder. */
  stop(): Promise<void>;
}

/** Starts the server on `port` (the test's own, from testPort) with a generous contact rate limit; `name` names its folder. */
export async function startInboxServer(
  name: string,
  backend: 'pglite' | 'postgres',
  port: number,
  firstAdmin: { email: string; name: string },
): Promise<InboxServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const database = await serverDatabase(backend);
  let server: RunningServer | undefined;
  const stop = async () => {
    await server?.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const env = { DATA_DIR: dataDir, ADMIN_TOKEN: '', ...database.env };
    const added = runUsers(['add', '--email', firstAdmin.email, '--name', firstAdmin.name, '--role', 'admin'], env);
    server = await startServer(port, { ...env, TRUST_PROXY: '1', CONTACT_RATE_LIMIT: '1000/1m', ...OUTLAST_TEST_CLIENT });
    return { server, env, firstAdminToken: tokenOfLink(added.lines.at(-1)), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
