// Prints the stored leads to stdout: `npm run leads:export -- --format csv|json [--since <ISO date>] [--status new|spam|all]`.
// Uses the server's DATABASE_URL / DATA_DIR. An embedded (PGlite) directory held by a running server
// is never opened a second time: the export asks that server over HTTP with ADMIN_TOKEN instead.
import { parseArgs } from 'node:util';
import { env } from '@/env';
import { openDatabase } from '@/server/db/client';
import { toLeadsCsv, type ExportRecord } from '@/server/leads/leads-csv';
import { listLeads, toExportStatus, type ExportStatus } from '@/server/leads/list-leads';
import { readLiveServerInfo, removeServerInfo, writeServerInfo, type ServerInfo } from '@/server/server-info';

class UsageError extends Error {}

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

function print(format: 'csv' | 'json', records: ExportRecord[]) {
  process.stdout.write(format === 'csv' ? toLeadsCsv(records) : `${JSON.stringify(records, null, 2)}\n`);
}

async function askRunningServer(server: ServerInfo, format: 'csv' | 'json', since: Date | undefined, status: ExportStatus) {
  if (server.port === 0) throw new UsageError(`Another export (pid ${server.pid}) is reading ${env.DATA_DIR}; try again when it ends.`);
  if (!env.ADMIN_TOKEN) {
    throw new UsageError(
      `The server (pid ${server.pid}, port ${server.port}) holds ${env.DATA_DIR}, and only one process may open it. ` +
        'Set ADMIN_TOKEN to the server\'s token so the export can ask the server.',
    );
  }
  const url = new URL(`http://localhost:${server.port}/api/leads`);
  if (since) url.searchParams.set('since', since.toISOString());
  url.searchParams.set('status', status);
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, Accept: format === 'json' ? 'application/json' : 'text/csv' },
  });
  if (!response.ok) throw new UsageError(`The server answered ${response.status} to ${url.pathname}: is ADMIN_TOKEN the server's?`);
  if (format === 'csv') process.stdout.write(await response.text());
  else print('json', ((await response.json()) as { data: ExportRecord[] }).data);
}

async function readDirectly(format: 'csv' | 'json', since: Date | undefined, status: ExportStatus) {
  const isEmbedded = !env.DATABASE_URL;
  // Announce ourselves so a server starting meanwhile refuses the directory instead of corrupting it.
  if (isEmbedded) writeServerInfo(env.DATA_DIR, { pid: process.pid, port: 0, startedAt: new Date().toISOString() });
  try {
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
    try {
      print(format, await listLeads(handle.db, { since, status }));
    } finally {
      await handle.close();
    }
  } finally {
    if (isEmbedded) removeServerInfo(env.DATA_DIR);
  }
}

async function main() {
  const { format, since, status } = readOptions();
  const server = env.DATABASE_URL ? undefined : readLiveServerInfo(env.DATA_DIR);
  if (server) await askRunningServer(server, format, since, status);
  else await readDirectly(format, since, status);
}

main().catch((error: unknown) => {
  console.error(`leads:export: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
