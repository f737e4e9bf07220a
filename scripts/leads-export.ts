// Prints the stored leads to stdout: `npm run leads:export -- --format csv|json [--since <ISO date>] [--status new|spam|all]`.
// Uses the server's DATABASE_URL / DATA_DIR. An embedded (PGlite) folder is opened only under its lock; when a
// running server holds it, the export asks that server over HTTP with ADMIN_TOKEN instead.
import { parseArgs } from 'node:util';
import type { ExportRecord } from '@/server/leads/leads-csv';
import { toExportStatus } from '@/server/leads/lead-export';
import { askHoldingServer, runOperatorCommand, UsageError } from './operator/operator-command';

function readOptions() {
  const { values } = parseArgs({
    options: { format: { type: 'string', default: 'csv' }, since: { type: 'string' }, status: { type: 'string', default: 'new' } },
  });
  const format = (['csv', 'json'] as const).find((known) => known === values.format);
  if (!format) throw new UsageError('--format must be csv or json');
  const since = values.since ? new Date(values.since) : undefined;
  if (since && Number.isNaN(since.getTime())) throw new UsageError('--since must be an ISO date, e.g. 2026-01-31');
  const status = toExportStatus(values.status);
  if (!status) throw new UsageError('--status must be new, spam or all');
  return { format, since, status };
}

runOperatorCommand('leads:export', async () => {
  const { format, since, status } = readOptions();
  const { env } = await import('@/env');
  const { openDatabase } = await import('@/server/db/client');
  const { DataDirHeldError } = await import('@/server/db/data-dir-lock');
  const { toLeadsCsv } = await import('@/server/leads/leads-csv');
  const { listLeads } = await import('@/server/leads/lead-export');
  const print = (records: ExportRecord[]) => process.stdout.write(format === 'csv' ? toLeadsCsv(records) : `${JSON.stringify(records, null, 2)}\n`);

  let handle;
  try {
    // Takes the folder's lock for the export's duration: a server starting meanwhile refuses instead of corrupting it.
    handle = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolSize: 1,
      owner: { role: 'command', port: 0 },
      statementTimeoutMs: 60_000,
    });
  } catch (error) {
    if (!(error instanceof DataDirHeldError)) throw error;
    const query = new URLSearchParams({ status });
    if (since) query.set('since', since.toISOString());
    const response = await askHoldingServer(error.holder, env.DATA_DIR, env.ADMIN_TOKEN, `/api/leads?${query}`, {
      headers: { Accept: format === 'json' ? 'application/json' : 'text/csv' },
    });
    if (format === 'csv') process.stdout.write(await response.text());
    else print(((await response.json()) as { data: ExportRecord[] }).data);
    return;
  }
  try {
    print(await listLeads(handle.db, { since, status }));
  } finally {
    await handle.close();
  }
});
