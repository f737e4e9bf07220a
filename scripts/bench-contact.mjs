#!/usr/bin/env node
// Benchmark (not a test): POST /api/contact on loopback with autocannon, on PGlite and on PostgreSQL.
// Needs a production build (`npm run build`); the server is the one `npm start` runs (dist/server/main.mjs, through
// scripts/start.mjs). Usage: node scripts/bench-contact.mjs [--duration 10] [--connections 10] [--port 3267]
// PostgreSQL: a throwaway database next to BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' }, port: { type: 'string', default: '3267' } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function startServer(env) {
  const child = spawn(process.execPath, [`${root}scripts/start.mjs`, '--no-build', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', CONTACT_RATE_LIMIT: '100000000/1m', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 360; i += 1) {
    try {
      if ((await fetch(`http://localhost:${port}/api/ready`)).ok) return child;
    } catch {
      // Starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // SIGTERM, not SIGKILL: start.mjs forwards it to the server it started.
  child.kill('SIGTERM');
  throw new Error('server did not become ready');
}

function run(options) {
  // fillMs as the site's script sends it (without it a lead is stored as spam).
  const body = JSON.stringify({ name: 'Bench Mark', country: 'NG', mobile: '+2348031234567', message: 'Benchmark lead', locale: 'en', fillMs: 60_000 });
  return autocannon({
    url: `http://localhost:${port}/api/contact`,
    connections,
    ...options,
    requests: [
      {
        method: 'POST',
        // A fresh idempotency key per request: every request is a new lead.
        setupRequest: (request) => ({ ...request, headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body }),
      },
    ],
  });
}

function summarise(label, result) {
  const accepted = result['2xx'];
  return {
    database: label.split(' ')[0],
    mode: label.split(' ').slice(1).join(' '),
    'accepted/s': Math.round(accepted / result.duration),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function benchmark(label, env) {
  const server = await startServer(env);
  try {
    await run({ duration: 2 }); // warm-up
    const saturated = await run({ duration });
    const paced = await run({ duration, overallRate: 50 });
    return [summarise(`${label} saturated (${connections} connections)`, saturated), summarise(`${label} at 50 req/s`, paced)];
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const rows = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-bench-'));
try {
  rows.push(...(await benchmark('PGlite', { DATA_DIR: dataDir })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const name = `leads_bench_${randomBytes(5).toString('hex')}`;
await adminQuery(`create database ${name}`);
try {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  rows.push(...(await benchmark('PostgreSQL', { DATABASE_URL: url.toString() })));
} finally {
  await adminQuery(`drop database if exists ${name} with (force)`);
}
console.table(rows);
