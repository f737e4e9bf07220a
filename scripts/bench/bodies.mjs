// The bench's `bodies` section: eight concurrent 100 MB posts, announced with Content-Length or chunked, at
// the inbox's forms and the auth library's sign-in, against a fresh production server on PGlite, while GET /en is
// timed. Reports how much the server's resident memory grew (target: at most 64 MB) and GET /en's slowest answer
// (target: within 1 s). Not a test: it takes the machine's memory and both its cores for a few seconds.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { residentBytes, root, signInThroughLink, startAstroServer } from './server.mjs';

const POST_BYTES = 100 * 2 ** 20;
const PIECE = Buffer.alloc(64 * 1024, 'a');
/** A post whose server reads it all is given this long; its answer then comes from what the server did with it. */
const POST_TIMEOUT_MS = 120_000;
const EN_EVERY_MS = 100;
const SAMPLE_EVERY_MS = 50;
const PASSWORD = 'bench password 0123';
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A person (`npm run users:add`, which asks the running server) and their session, for the signed-in pages. */
async function signedInCookie(astro) {
  const email = 'bench-bodies@example.com';
  const added = spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/users.ts', 'add', '--email', email, '--name', 'Bench Bodies', '--role', 'admin'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: astro.dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  const token = new URL(added.stdout.trim().split('\n').at(-1) ?? '').searchParams.get('token');
  if (!token) throw new Error(`users:add printed no link: ${added.stderr}`);
  return signInThroughLink(astro.baseUrl, token, email, PASSWORD);
}

async function postLead(baseUrl) {
  const response = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Lead', country: 'NG', mobile: '0803 123 4567', message: 'bench', locale: 'en', fillMs: 60_000 }),
  });
  const { data } = await response.json();
  if (!data?.id) throw new Error(`the contact API answered ${response.status}`);
  return data.id;
}

/**
 * One attacker: POSTs `POST_BYTES` of body to `path` (with a Content-Length, or chunked), as fast as the server takes
 * it, and stops sending when an answer comes. Resolves with the answer's status (0: none), the bytes sent and the time.
 */
function flood(baseUrl, { path, isChunked, isJson, cookie }) {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    let sent = 0;
    let status = 0;
    const done = (error) => resolve({ path, isChunked, status, sent, ms: performance.now() - startedAt, error });
    const headers = {
      'Content-Type': isJson ? 'application/json' : 'application/x-www-form-urlencoded',
      ...(cookie ? { Cookie: cookie } : {}),
      ...(isChunked ? {} : { 'Content-Length': POST_BYTES }),
    };
    const request = http.request(new URL(path, baseUrl), { method: 'POST', headers, agent: false }, (response) => {
      status = response.statusCode ?? 0;
      response.resume();
      response.once('end', () => {
        request.destroy();
        done();
      });
    });
    request.setTimeout(POST_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', (error) => done(status ? undefined : error.message));
    const pump = () => {
      while (status === 0 && sent < POST_BYTES && !request.destroyed) {
        const piece = sent === 0 ? Buffer.from(isJson ? '{"email":"' : 'email=') : PIECE.subarray(0, Math.min(PIECE.length, POST_BYTES - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once('drain', pump);
      }
      if (status === 0 && !request.destroyed) request.end();
    };
    pump();
  });
}

/** GET /en every EN_EVERY_MS until `isDone()`; each answer's time in ms. */
async function timeHomePage(baseUrl, isDone) {
  const times = [];
  while (!isDone()) {
    const startedAt = performance.now();
    const response = await fetch(`${baseUrl}/en`, { headers: { 'Accept-Encoding': 'br' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /en answered ${response.status}`);
    times.push(performance.now() - startedAt);
    await sleep(EN_EVERY_MS);
  }
  return times;
}

/** Runs the flood against a fresh server on `port` and reports through `row`. */
export async function benchBodyFlood({ port, row }) {
  const astro = await startAstroServer(port);
  try {
    const cookie = await signedInCookie(astro);
    const leadId = await postLead(astro.baseUrl);
    const attacks = [
      { path: '/inbox/sign-in' },
      { path: '/inbox/sign-in', isChunked: true },
      { path: '/inbox/set-password' },
      { path: '/inbox/people', isChunked: true, cookie },
      { path: `/inbox/lead/${leadId}`, cookie },
      { path: '/inbox', isChunked: true, cookie },
      { path: '/api/auth/sign-in/email', isJson: true },
      { path: '/api/auth/sign-in/email', isJson: true, isChunked: true },
    ];
    // Warm: the pages' first renders and the garbage of the start, before the idle figure.
    for (const path of ['/en', '/inbox/sign-in']) await (await fetch(`${astro.baseUrl}${path}`)).arrayBuffer();
    await sleep(3_000);
    const pid = astro.serverPid();
    const rssBefore = residentBytes(pid);
    let peak = rssBefore;
    let isDone = false;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), SAMPLE_EVERY_MS);
    const enTimes = timeHomePage(astro.baseUrl, () => isDone);
    const results = await Promise.all(attacks.map((attack) => flood(astro.baseUrl, attack)));
    // The memory a request took may show after its answer: watch a little longer.
    await sleep(2_000);
    isDone = true;
    clearInterval(sampler);
    const times = (await enTimes).sort((a, b) => a - b);
    for (const result of results) {
      const how = result.isChunked ? 'chunked' : 'Content-Length';
      console.error(`bodies: POST ${result.path} (${how}): ${result.status || result.error} after ${Math.round(result.ms)} ms, ${mb(result.sent)} sent`);
    }
    const growth = peak - rssBefore;
    row(
      '8 concurrent 100 MB posts to the inbox and the auth library (4 Content-Length, 4 chunked): server RSS growth (idle → peak)',
      `${mb(growth)} (${mb(rssBefore)} → ${mb(peak)})`,
      '–',
      '≤ 64 MB',
      growth <= 64 * 2 ** 20,
    );
    const slowest = times.at(-1) ?? Number.POSITIVE_INFINITY;
    const median = times[Math.floor(times.length / 2)] ?? Number.POSITIVE_INFINITY;
    row(
      `GET /en during those posts: slowest of ${times.length} (median)`,
      `${Math.round(slowest)} ms (${Math.round(median)} ms)`,
      '–',
      '≤ 1 s',
      slowest <= 1_000,
    );
    const answers = results.map((result) => result.status || 'none').join(', ');
    const largest = Math.max(...results.map((result) => result.sent));
    row('Those posts: their answers; the most body sent before an answer', `${answers}; ${mb(largest)}`, '–', 'reported');
  } finally {
    await astro.stop();
  }
}
