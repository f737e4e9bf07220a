// The bench's `push` section: how long after the contact form's answer a new lead's push reaches the push
// service, at 10 leads/s with 50 devices subscribed, on PGlite and on PostgreSQL. The push service is the tests' local
// HTTPS one (tests/fixtures/push-service.ts, not decrypting here: a push's Topic names its lead), trusted by the server
// through NODE_EXTRA_CA_CERTS; the server is the production build on a fresh database. Five people with ten devices
// each (the most a person keeps) subscribe through POST /inbox/push/subscriptions; then leads are posted every 100 ms
// for DURATION_S, each from its own address, and every push request's arrival is timed against its lead's answer (both
// clocks are this process's), with the server's CPU time per push. PUSH_BENCH_SECONDS sets how long leads are posted
// (default 20). Not a test: it takes both cores for half a minute.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPushService } from '../../tests/fixtures/push-service.ts';
import { addBenchPerson } from './bench-people.mjs';
import { signInThroughLink, startServerWith, withThrowawayPostgres } from './server.mjs';

const LEADS_PER_SECOND = 10;
const DURATION_S = Number(process.env.PUSH_BENCH_SECONDS ?? 20);
const PEOPLE = 5;
const DEVICES_PER_PERSON = 10;
const PASSWORD = 'bench password 0123';
const TARGET_MS = 5_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** Posts a lead; the time its answer arrived. */
async function postLead(baseUrl, index) {
  const response = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
      'X-Forwarded-For': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    },
    body: JSON.stringify({
      name: `Bench Lead ${index}`,
      country: 'NG',
      mobile: '0803 123 4567',
      message: 'Forty cartons of cooking oil, please',
      locale: 'en',
      fillMs: 60_000,
    }),
  });
  const answeredAt = Date.now();
  const { data } = await response.json();
  if (!data?.id) throw new Error(`the contact API answered ${response.status}`);
  return { id: data.id, answeredAt };
}

async function measure(port, databaseEnv) {
  const service = await startPushService({ isDecrypting: false });
  const tokens = Array.from({ length: PEOPLE }, (_, index) =>
    addBenchPerson(databaseEnv, `push-bench-${index}@example.com`, 'agent', `push-bench-${index}@example.com`),
  );
  const server = await startServerWith(port, {
    ...databaseEnv,
    TRUST_PROXY: '1',
    CONTACT_RATE_LIMIT: '100000/1m',
    PUSH_SERVICE_HOSTS: service.host,
    NODE_EXTRA_CA_CERTS: service.caFile,
    LEAD_REALERT_AFTER: '1h',
  });
  try {
    for (const [person, token] of tokens.entries()) {
      const cookie = await signInThroughLink(server.baseUrl, token, `push-bench-${person}@example.com`, PASSWORD);
      for (let index = 0; index < DEVICES_PER_PERSON; index += 1) {
        const response = await fetch(`${server.baseUrl}/inbox/push/subscriptions`, {
          method: 'POST',
          headers: { Cookie: cookie, Origin: server.baseUrl, 'Content-Type': 'application/json' },
          body: JSON.stringify(service.device(`p${person}-d${index}`).subscription),
        });
        if (response.status !== 200) throw new Error(`subscribing answered ${response.status}`);
      }
    }
    const devices = PEOPLE * DEVICES_PER_PERSON;
    const cpuBefore = server.cpuMs();
    const posts = [];
    const total = LEADS_PER_SECOND * DURATION_S;
    const startedAt = Date.now();
    for (let index = 0; index < total; index += 1) {
      await sleep(Math.max(0, startedAt + (index * 1000) / LEADS_PER_SECOND - Date.now()));
      posts.push(postLead(server.baseUrl, index));
    }
    const leads = await Promise.all(posts);
    await service.waitUntil(() => service.delivered().length >= total * devices, 60_000);
    // What the server spent on each push (the lead's storing included), whatever else the machine runs meanwhile.
    const cpuPerPush = (server.cpuMs() - cpuBefore) / (total * devices);
    // Each push's Topic is its lead's id without dashes (src/server/push/push-sender.ts).
    const answeredAt = new Map(leads.map((lead) => [lead.id.replaceAll('-', ''), lead.answeredAt]));
    const delays = service.delivered().map((push) => push.receivedAt - (answeredAt.get(push.headers.topic) ?? Number.NaN));
    const lastPerLead = new Map();
    for (const push of service.delivered()) lastPerLead.set(push.headers.topic, Math.max(lastPerLead.get(push.headers.topic) ?? -Infinity, push.receivedAt));
    const lastDelays = [...lastPerLead].map(([topic, at]) => at - answeredAt.get(topic));
    const sorted = delays.filter(Number.isFinite).sort((a, b) => a - b);
    const sortedLast = lastDelays.sort((a, b) => a - b);
    return {
      pushes: sorted.length,
      expected: total * devices,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1),
      lastP95: percentile(sortedLast, 95),
      cpuPerPush,
      duplicates: service.delivered().length - new Set(service.delivered().map((push) => `${push.device} ${push.headers.topic}`)).size,
    };
  } finally {
    await server.stop();
    await service.close();
  }
}

/** Runs the section on `port` (PGlite, then PostgreSQL when reachable) and reports a row per database. */
export async function benchPushLatency({ port, row }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-push-'));
  const results = [];
  try {
    results.push(['PGlite', await measure(port, { DATA_DIR: dataDir, DATABASE_URL: '' })]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  results.push(['PostgreSQL', await withThrowawayPostgres('push', (url) => measure(port, { DATABASE_URL: url }))]);
  const ms = (value) => `${Math.round(value)} ms`;
  for (const [database, result] of results) {
    const label = `Push: the form's answer → the push service receives the push, ${LEADS_PER_SECOND} leads/s for ${DURATION_S} s, ${PEOPLE * DEVICES_PER_PERSON} devices (${database})`;
    if (!result) {
      row(label, 'PostgreSQL unreachable', '–', 'reported');
      continue;
    }
    const isComplete = result.pushes === result.expected && result.duplicates === 0;
    const value = `p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, max ${ms(result.max)}; the lead's last device p95 ${ms(result.lastP95)}; ${result.pushes} of ${result.expected} pushes, ${result.duplicates} twice; server CPU ${result.cpuPerPush.toFixed(2)} ms a push`;
    row(label, value, '–', `p95 ≤ ${TARGET_MS / 1000} s, each push once`, isComplete && result.p95 <= TARGET_MS);
  }
}
