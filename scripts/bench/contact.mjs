// POST /api/contact load test: runs scripts/bench-contact.mjs (`npm run bench:contact`), which starts the production
// server itself (scripts/start.mjs --no-build, on CONTACT_BENCH_PORT) with PGlite, then with PostgreSQL.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { nodeBin, root } from './server.mjs';

const SCRIPT = 'scripts/bench-contact.mjs';

/** Runs the contact benchmark on `port`; its own output (PGlite and PostgreSQL figures) is printed before the table. */
export function runContactBench(port) {
  const result = spawnSync(nodeBin, [join(root, SCRIPT), '--port', String(port)], { cwd: root, stdio: 'inherit', env: process.env });
  return { ok: result.status === 0, note: result.status === 0 ? `see ${SCRIPT} output above` : `${SCRIPT} failed (exit ${result.status})` };
}
