// Files leads that were stored as spam by mistake back as new: `npm run leads:restore -- <id> [<id> …]` (ids from
// `npm run leads:export -- --status spam`). Each is then notified once through the outbox, like any new lead: a
// running server's worker sends it within seconds (with PGlite and no server running, the next server start does).
// Restoring a lead already new changes nothing; an unknown id restores none. Uses the server's DATABASE_URL /
// DATA_DIR; a PGlite folder held by a running server is never opened: the command asks that server with ADMIN_TOKEN.
import { parseLeadIds, unknownLeadsMessage } from '@/server/operator/lead-ids';
import { askHoldingServer, runOperatorCommand, UsageError } from './operator/operator-command';

type Restored = { restored: string[]; alreadyNew: string[] };

function describeRestore({ restored, alreadyNew }: Restored): string {
  const already = alreadyNew.length > 0 ? `; already new, left alone: ${alreadyNew.join(', ')}` : '';
  return `leads:restore: ${restored.length} lead(s) restored and queued for notification${restored.length > 0 ? `: ${restored.join(', ')}` : ''}${already}`;
}

runOperatorCommand('leads:restore', async () => {
  const parsed = parseLeadIds(process.argv.slice(2));
  if (!parsed.ok) throw new UsageError(parsed.msg);
  const { env } = await import('@/env');
  const { openDatabase } = await import('@/server/db/client');
  const { DataDirHeldError } = await import('@/server/db/data-dir-lock');
  const { leadSettings } = await import('@/server/leads/lead-settings');
  const { restoreLeads } = await import('@/server/leads/spam-queries');

  let result: Restored;
  try {
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1, owner: { role: 'command', port: 0 } });
    try {
      const outcome = await restoreLeads(handle.db, parsed.ids, leadSettings.channels);
      if (outcome.kind === 'unknown-ids') throw new UsageError(unknownLeadsMessage(outcome.ids));
      result = outcome;
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirHeldError)) throw error;
    const response = await askHoldingServer(error.holder, env.DATA_DIR, env.ADMIN_TOKEN, '/api/leads/restore', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids: parsed.ids }),
    });
    result = ((await response.json()) as { data: Restored }).data;
  }
  console.log(describeRestore(result));
});
