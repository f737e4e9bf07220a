// Starts and stops the server the benchmarks measure: the production build's own entry, dist/server/main.mjs (what
// `npm start` runs), under Node 24.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** The build the bench measures: dist, or ASTRO_DIST_DIR as scripts/start.mjs reads it. */
export const distDir = resolve(root, process.env.ASTRO_DIST_DIR || 'dist');

/**
 * The Node that runs the server and the other scripts the bench starts: this one under `npm run bench` (npm scripts
 * run node_modules/.bin/node, Node 24), the project's own when the bench was started with an older system node.
 */
export const nodeBin = Number(process.versions.node.split('.')[0]) >= 24 ? process.execPath : join(root, 'node_modules/.bin/node');

/** Resolves once `url` answers 2xx; gives up after `timeoutMs`, or as soon as `gaveUp()` says so (a server that exited). */
export async function waitForHttp(url, timeoutMs, gaveUp = () => false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gaveUp()) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(gaveUp() ? `${url}: the server exited before answering` : `${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the production server (`node dist/server/main.mjs`, no wrapper in between, so its pid is the server's) on
 * `port` with PGlite in a throwaway data folder (`dataDir`); resolves once /api/ready answers 200.
 */
export async function startAstroServer(port) {
  const entry = join(distDir, 'server', 'main.mjs');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-astro-data-'));
  const env = { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL; // PGlite, the database whose idle memory issue 22 budgets
  const child = spawn(nodeBin, [...SERVER_NODE_FLAGS, entry], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${baseUrl}/api/ready`, 120_000, () => child.exitCode !== null || child.signalCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop, serverPid: () => child.pid };
}

/** Resident memory of a process in bytes (VmRSS in /proc/<pid>/status). */
export function residentBytes(pid) {
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

/** Sets a person's password through their one-time link (`token`) and signs in with the inbox's forms; the session cookie. */
export async function signInThroughLink(baseUrl, token, email, password) {
  const form = (fields) => ({ method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl }, body: new URLSearchParams(fields) });
  await fetch(`${baseUrl}/inbox/set-password`, form({ token, password, repeat: password }));
  const response = await fetch(`${baseUrl}/inbox/sign-in`, form({ email, password }));
  if (response.status !== 303) throw new Error(`sign-in answered ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}
