// Starts and stops the server the benchmarks measure: the production build's own entry, dist/server/main.mjs (what
// `npm start` runs), under Node 24.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

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
  const env = { ...SERVER_ENVIRONMENT, ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL; // PGlite: the idle memory budget (docs/performance.md) is the embedded database's
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

/**
 * Starts the production server on `port` with `env` (a database's settings and the like) on top of this process's,
 * quiet (LOG_LEVEL warn) on 127.0.0.1; resolves once /api/ready answers 200.
 */
export async function startServerWith(port, env) {
  const child = spawn(nodeBin, [...SERVER_NODE_FLAGS, join(distDir, 'server', 'main.mjs')], {
    cwd: root,
    env: { ...SERVER_ENVIRONMENT, ...process.env, LOG_LEVEL: 'warn', PORT: String(port), HOSTNAME: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/api/ready`, 180_000, () => child.exitCode !== null);
  return {
    baseUrl,
    /** The CPU time the server has used so far, in ms (user + system in /proc/<pid>/stat, clock ticks of 10 ms). */
    cpuMs: () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs `run(url)` on a fresh PostgreSQL database next to BENCH_POSTGRES_URL (default the machines' `test` database),
 * named `<TEST_DATABASE_PREFIX or bench_><label>_<random>` and dropped after; resolves to undefined without running
 * when PostgreSQL cannot be reached.
 */
export async function withThrowawayPostgres(label, run) {
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `${process.env.TEST_DATABASE_PREFIX ?? 'bench_'}${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch {
    console.error(`PostgreSQL at ${adminUrl} cannot be reached: its figures are left out`);
    return undefined;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Resident memory of a process in bytes (VmRSS in /proc/<pid>/status). */
export function residentBytes(pid) {
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

/** Sets a person's password through their one-time link (`token`) and signs in with the inbox's forms; the session cookie. */
export async function signInThroughLink(baseUrl, token, email, password) {
  const form = (fields) => ({
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl },
    body: new URLSearchParams(fields),
  });
  await fetch(`${baseUrl}/inbox/set-password`, form({ token, password, repeat: password }));
  const response = await fetch(`${baseUrl}/inbox/sign-in`, form({ email, password }));
  if (response.status !== 303) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
