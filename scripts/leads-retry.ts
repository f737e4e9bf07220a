// Sends the lead notifications that failed after their last retry again: `npm run leads:retry`.
// Puts them back in the outbox with a fresh retry budget; a running server's worker delivers them within seconds
// (with PGlite and no server running, the next server start does). Uses the server's DATABASE_URL / DATA_DIR;
// a PGlite folder held by a running server is never opened: the command asks that server with ADMIN_TOKEN.
import { askHoldingServer, runOperatorCommand } from './operator/operator-command';

runOperatorCommand('leads:retry', async () => {
  const { env } = await import('@/env');
  const { openDatabase } = await import('@/server/db/client');
  const { DataDirHeldError } = await import('@/server/db/data-dir-lock');
  const { requeueFailedNotifications } = await import('@/server/leads/queries');

  let requeued: number;
  try {
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1, owner: { role: 'command', port: 0 } });
    try {
      requeued = await requeueFailedNotifications(handle.db);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirHeldError)) throw error;
    const response = await askHoldingServer(error.holder, env.DATA_DIR, env.ADMIN_TOKEN, '/api/outbox/retry', { method: 'POST' });
    requeued = ((await response.json()) as { data: { requeued: number } }).data.requeued;
  }
  console.log(`leads:retry: ${requeued} failed notification(s) queued again`);
});
