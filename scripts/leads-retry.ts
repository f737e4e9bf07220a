// Sends the lead notifications that failed after their last retry again: `npm run leads:retry`.
// Puts them back in the outbox with a fresh retry budget; a running server's worker delivers them within seconds
// (with PGlite and no server running, the next server start does). Uses the server's DATABASE_URL / DATA_DIR;
// a PGlite folder held by a running server is never opened: the command asks that server with ADMIN_TOKEN.
import { onDatabaseOrServer, runOperatorCommand } from './operator/operator-command';

runOperatorCommand('leads:retry', async () => {
  const { requeueFailedNotifications } = await import('@/server/leads/outbox-backlog');
  const requeued = await onDatabaseOrServer(requeueFailedNotifications, {
    path: '/api/outbox/retry',
    init: { method: 'POST' },
    read: (data) => (data as { requeued: number }).requeued,
  });
  console.log(`leads:retry: ${requeued} failed notification(s) queued again`);
});
