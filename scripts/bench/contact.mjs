// POST /api/contact load test: delegates to scripts/bench-contact.* (written with the contact API) when it exists.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './server.mjs';

const CANDIDATES = ['scripts/bench-contact.mjs', 'scripts/bench-contact.ts'];

/** Runs the contact benchmark; its own output (PGlite and PostgreSQL figures) is printed after the table. */
export function runContactBench() {
  const script = CANDIDATES.find((candidate) => existsSync(join(root, candidate)));
  if (!script) return { ran: false, note: 'not run: no scripts/bench-contact.* yet (contact API pending)' };
  const runner = script.endsWith('.ts') ? [join(root, 'node_modules/.bin/tsx'), script] : [process.execPath, script];
  const result = spawnSync(runner[0], runner.slice(1), { cwd: root, stdio: 'inherit', env: process.env });
  return { ran: true, note: result.status === 0 ? `see ${script} output above` : `${script} failed (exit ${result.status})` };
}
