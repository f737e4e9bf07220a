#!/usr/bin/env node
// Benchmark (not a test): the sales inbox with 100,000 leads, on PGlite and on PostgreSQL. Seeds the database
// (scripts/bench/inbox-seed.mts), starts the production server on it (dist/server/main.mjs: run `npm run build` first),
// signs in as an admin, and times, one request at a time on loopback, the first page of the list (GET /inbox), a
// search (GET /inbox/rows?q=…, a mix of common and rare terms) and a lead (GET /inbox/lead/<id>).
// First, the page weight (./bench/inbox-weight.mjs): the bytes a phone downloads for the sign-in page, the list, a lead and People.
// Usage: npm run bench:inbox [-- --requests 200 --port 4160 --only weight]
// PostgreSQL: a throwaway database next to BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureInboxWeight } from './bench/inbox-weight.mjs';
import { root, signInThroughLink, startServerWith, withThrowawayPostgres } from './bench/server.mjs';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4160' },
    only: { type: 'string', default: '' },
  },
});
const REQUESTS = Number(values.requests);
const PORT = Number(values.port);
const TARGET_MS = 100;
const PASSWORD = 'bench password 0123';
/** Common terms (thousands of matches), rarer ones (a handful) and one that matches nothing. */
const SEARCHES = ['Okafor', 'Wanjiru Kamau', 'paracetamol', 'Nairobi', '+2348031', 'Order 4242', 'Order 99999', 'baby formula x42', 'zzqx'];

function seed(env) {
  const result = spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/bench/inbox-seed.mts'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`seeding failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

const startServer = (env) => startServerWith(PORT, env);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Times `REQUESTS` sequential GETs (after 20 to warm up); the whole answer is read. */
async function time(baseUrl, cookie, pathOf) {
  const samples = [];
  for (let index = -20; index < REQUESTS; index += 1) {
    const startedAt = performance.now();
    const response = await fetch(`${baseUrl}${pathOf(index + 20)}`, { headers: { Cookie: cookie, 'Accept-Encoding': 'br' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pathOf(index + 20)} answered ${response.status}`);
    if (index >= 0) samples.push(performance.now() - startedAt);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1) };
}

async function measure(name, env) {
  const seededAt = performance.now();
  const { token, ids } = seed(env);
  const seedSeconds = (performance.now() - seededAt) / 1000;
  const server = await startServer(env);
  try {
    const cookie = await signInThroughLink(server.baseUrl, token, 'bench@example.com', PASSWORD);
    const rows = {
      'first page (GET /inbox)': await time(server.baseUrl, cookie, () => '/inbox'),
      'search (GET /inbox/rows?q=…)': await time(
        server.baseUrl,
        cookie,
        (index) => `/inbox/rows?folder=new&q=${encodeURIComponent(SEARCHES[index % SEARCHES.length])}`,
      ),
      'a lead (GET /inbox/lead/<id>)': await time(server.baseUrl, cookie, (index) => `/inbox/lead/${ids[index % ids.length]}`),
    };
    return { name, seedSeconds, rows };
  } finally {
    await server.stop();
  }
}

const weight = await measureInboxWeight(PORT);
console.log('\nPage weight on the wire (brotli, bytes): a view with the stylesheet cached, and a first view with it\n');
console.log('| page | a view | first view |');
console.log('|---|---|---|');
for (const { page, view, firstView } of weight) console.log(`| ${page} | ${view.toLocaleString('en')} | ${firstView.toLocaleString('en')} |`);
if (values.only === 'weight') process.exit(0);

const results = [];
const dataDir = mkdtempSync(join(tmpdir(), 'bench-inbox-'));
try {
  results.push(await measure('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const postgres = await withThrowawayPostgres('inbox', (url) => measure('PostgreSQL 15', { DATABASE_URL: url }));
if (postgres) results.push(postgres);

const ms = (value) => `${value.toFixed(1)} ms`;
console.log(
  `\nInbox with 100,000 leads, ${REQUESTS} sequential requests each after 20 to warm up (time to the last byte on loopback; target p95 <= ${TARGET_MS} ms)\n`,
);
console.log('| database | request | p50 | p95 | max | p95 within target |');
console.log('|---|---|---|---|---|---|');
let allWithin = true;
for (const { name, rows } of results) {
  for (const [request, { p50, p95, max }] of Object.entries(rows)) {
    allWithin &&= p95 <= TARGET_MS;
    console.log(`| ${name} | ${request} | ${ms(p50)} | ${ms(p95)} | ${ms(max)} | ${p95 <= TARGET_MS ? 'yes' : 'NO'} |`);
  }
}
for (const { name, seedSeconds } of results) console.log(`\n${name}: seeding 100,000 leads and their indexes took ${seedSeconds.toFixed(1)} s`);
process.exitCode = allWithin ? 0 : 1;
