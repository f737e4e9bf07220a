#!/usr/bin/env node
// Runs the production server (.next/standalone/graceful-server.cjs, the entry point that owns the HTTP server and hands
// requests to Next), building first when no build exists.
// Usage: node scripts/start.mjs [--port 3000] [--no-build]      (PORT from the environment also works)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const port = portFlag >= 0 ? args[portFlag + 1] : (process.env.PORT ?? '3000');
const server = `${root}.next/standalone/server.js`;
// The request gate, the graceful SIGTERM and the JSON log (see scripts/standalone/graceful-server.cjs).
const entry = `${root}.next/standalone/graceful-server.cjs`;
const gate = `${root}.next/standalone/request-gate.cjs`;

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(port),
  // All interfaces. Not 127.0.0.1: with that bind, rewrites of /zh_cn misbehave. Not the
  // inherited HOSTNAME either, which containers and some shells set to the machine's name.
  HOSTNAME: '0.0.0.0',
  // The entry chdirs into .next/standalone: pin the data folder to the project (or the caller's relative path),
  // so a rebuild never touches the database and `npm start` and `next dev` share it.
  DATA_DIR: resolve(process.env.DATA_DIR ?? `${root}data`),
};

function run(file, fileArgs) {
  const result = spawnSync(process.execPath, [file, ...fileArgs], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

if (!existsSync(`${root}.next/BUILD_ID`) || !existsSync(server)) {
  if (args.includes('--no-build')) {
    console.error('No production build found: run `npm run build` first.');
    process.exit(1);
  }
  run(`${root}node_modules/next/dist/bin/next`, ['build']);
}

// A bare `next build` (not `npm run build`) leaves the pages unrewritten and the standalone copy stale: finish them.
const buildId = readFileSync(`${root}.next/BUILD_ID`, 'utf8').trim();
if (readJson(`${root}.next/standalone/.next/csp-manifest.json`)?.buildId !== buildId || !existsSync(entry) || !existsSync(gate)) {
  run(`${root}scripts/build/index.mjs`, []);
}

const child = spawn(process.execPath, [entry], { cwd: root, env, stdio: 'inherit' });
// Forward the stop signal so the server can finish in-flight requests, and exit with its status.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
