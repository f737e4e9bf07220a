// Files leads that were stored as spam by mistake back as new: `npm run leads:restore -- <id> [<id> …]` (ids from
// `npm run leads:export -- --status spam`). Each is then notified once through the outbox, like any new lead: a
// running server's worker sends it within seconds (with PGlite and no server running, the next server start does).
// With teams, each is routed afresh (assigned at once to an on-duty member of its team). Restoring a lead already new
// changes nothing; an unknown id restores none. Uses the server's DATABASE_URL /
// DATA_DIR; a PGlite folder held by a running server is never opened: the command asks that server with ADMIN_TOKEN.
import { parseLeadIds, unknownLeadsMessage } from '@/server/operator/lead-ids';
import { onDatabaseOrServer, runOperatorCommand, UsageError } from './operator/operator-command';

type Restored = { restored: string[]; alreadyNew: string[] };

function describeRestore({ restored, alreadyNew }: Restored): string {
  const already = alreadyNew.length > 0 ? `; already new, left alone: ${alreadyNew.join(', ')}` : '';
  return `leads:restore: ${restored.length} lead(s) restored and queued for notification${restored.length > 0 ? `: ${restored.join(', ')}` : ''}${already}`;
}

runOperatorCommand('leads:restore', async () => {
  const parsed = parseLeadIds(process.argv.slice(2));
  if (!parsed.ok) throw new UsageError(parsed.msg);
  const { leadSettings } = await import('@/server/settings/lead-settings');
  const { restoreLeads } = await import('@/server/leads/spam-queries');
  const { routeLeads } = await import('@/server/routing/route-lead');

  const result = await onDatabaseOrServer<Restored>(
    async (db) => {
      const outcome = await restoreLeads(db, parsed.ids, leadSettings.channels);
      if (outcome.kind === 'unknown-ids') throw new UsageError(unknownLeadsMessage(outcome.ids));
      await routeLeads(outcome.restored, db, new Date());
      return outcome;
    },
    {
      path: '/api/leads/restore',
      init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ids: parsed.ids }) },
      read: (data) => data as Restored,
    },
  );
  console.log(describeRestore(result));
});
