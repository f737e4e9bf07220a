// The routing benchmark's real run: two instances of the production build on one PostgreSQL database, with
// LEAD_ANSWER_WITHIN=10s, every person's phone at the local push service (tests/fixtures/push-service.ts), leads posted
// to either instance every 2 s for ROUTING_BENCH_SECONDS (default 600). The people act: a ring "for you" is answered
// (a Call, posted to the reach route) after 1 to 15 s, or never by one person in four, and every half minute someone taps
// Away for 20 to 40 s. Afterwards the database and the push service say whether each lead was assigned once at each
// step, how long a lead took to ring its first assignee's phone, and whether anyone was rung who was not responsible.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startPushService } from '../../tests/fixtures/push-service.ts';
import { signInThroughLink, startServerWith } from './server.mjs';
import { addBenchPerson } from './bench-people.mjs';

const DURATION_S = Number(process.env.ROUTING_BENCH_SECONDS ?? 600);
const LEAD_EVERY_MS = 2_000;
const PASSWORD = 'routing bench password';
const TEAMS = [
  { name: 'Kenya', countries: ['KE', 'UG', 'TZ'], members: ['wanjiru', 'baraka', 'otieno', 'akinyi'], mobile: '0712 345 678', country: 'KE' },
  { name: 'Nigeria', countries: ['NG'], members: ['ngozi', 'tunde', 'chidi', 'bola'], mobile: '0803 123 4567', country: 'NG' },
  { name: 'Everyone else', countries: ['*'], members: ['amina', 'kofi'], mobile: '024 123 4567', country: 'GH' },
];
const ADMIN = 'amina';
const NEVER_ANSWERS = new Set(['otieno', 'chidi']);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** A form post from a signed-in person's browser. */
const post = (base, cookie, path, fields) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

/** Runs the live routing for DURATION_S on `ports` against the PostgreSQL database at `url`; the figures. */
export async function runLiveRouting(ports, url) {
  const service = await startPushService();
  const people = TEAMS.flatMap((team) => team.members);
  const tokens = people.map((name) => addBenchPerson({ DATABASE_URL: url }, `${name}@example.com`, name === ADMIN ? 'admin' : 'agent'));
  const env = {
    DATABASE_URL: url,
    TRUST_PROXY: '1',
    CONTACT_RATE_LIMIT: '100000/1m',
    PUSH_SERVICE_HOSTS: service.host,
    NODE_EXTRA_CA_CERTS: service.caFile,
    LEAD_ANSWER_WITHIN: '10s',
    LEAD_REALERT_AFTER: '1h',
    ADMIN_TOKEN: 'routing-bench-admin-token',
  };
  const servers = await Promise.all(ports.map((port) => startServerWith(port, env)));
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const cookies = new Map();
    const deviceOf = new Map();
    for (const [index, name] of people.entries()) {
      const base = servers[index % 2].baseUrl;
      cookies.set(name, { base, cookie: await signInThroughLink(base, tokens[index], `${name}@example.com`, PASSWORD) });
      const device = service.device(`${name}-phone`);
      deviceOf.set(device.name, name);
      const answer = await fetch(`${base}/inbox/push/subscriptions`, {
        method: 'POST',
        headers: { Cookie: cookies.get(name).cookie, Origin: base, 'Content-Type': 'application/json' },
        body: JSON.stringify(device.subscription),
      });
      if (answer.status !== 200) throw new Error(`subscribing answered ${answer.status}`);
    }
    const routing = {
      answerWithin: '5m',
      teams: TEAMS.map((team) => ({
        name: team.name,
        countries: team.countries,
        languages: [],
        timeZone: 'Africa/Lagos',
        hours: null,
        members: team.members.map((name) => `${name}@example.com`),
      })),
    };
    const saved = await fetch(`${servers[0].baseUrl}/api/routing`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(routing),
    });
    if (saved.status !== 200) throw new Error(`PUT /api/routing answered ${saved.status}`);

    const leads = new Map(); // id → { sentAt, team }
    const awayLog = []; // [name, from, to]
    let seen = 0;
    let isRunning = true;
    // The people's phones: each new ring "for you" is answered by its person after 1 to 15 s, unless they never answer.
    const answering = (async () => {
      while (isRunning || seen < service.requests.length) {
        for (; seen < service.requests.length; seen += 1) {
          const push = service.requests[seen];
          const name = deviceOf.get(push.device);
          const leadId = push.payload?.url.split('/').at(-1);
          if (!push.payload?.title.startsWith('For you') || NEVER_ANSWERS.has(name) || !leadId) continue;
          const { base, cookie } = cookies.get(name);
          setTimeout(() => void post(base, cookie, `/inbox/lead/${leadId}/reach`, { via: 'call' }).catch(() => {}), 1_000 + Math.random() * 14_000);
        }
        await sleep(100);
      }
    })();
    const tapping = (async () => {
      while (isRunning) {
        await sleep(30_000);
        if (!isRunning) break;
        const name = people[Math.floor(Math.random() * people.length)];
        const { base, cookie } = cookies.get(name);
        const from = Date.now();
        await post(base, cookie, '/inbox/availability', { status: 'away' });
        const awaySince = Date.now();
        await sleep(20_000 + Math.random() * 20_000);
        const back = Date.now();
        await post(base, cookie, '/inbox/availability', { status: 'available' });
        awayLog.push([name, awaySince, back, from]);
      }
    })();
    const started = Date.now();
    for (let index = 0; Date.now() - started < DURATION_S * 1000; index += 1) {
      await sleep(Math.max(0, started + index * LEAD_EVERY_MS - Date.now()));
      const team = TEAMS[index % TEAMS.length];
      const sentAt = Date.now();
      const response = await fetch(`${servers[index % 2].baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': `10.9.${(index >> 8) & 255}.${index & 255}` },
        body: JSON.stringify({
          name: `Routing Lead ${index}`,
          country: team.country,
          mobile: team.mobile,
          message: 'Forty cartons of cooking oil',
          locale: 'en',
          fillMs: 60_000,
        }),
      });
      const { data } = await response.json();
      if (data?.id) leads.set(data.id, { sentAt, team });
    }
    // Time for the last leads' escalations (three steps of 10 s) to run out.
    await sleep(45_000);
    isRunning = false;
    await Promise.all([answering, tapping]);
    return await measure(db, service, leads, deviceOf, awayLog);
  } finally {
    await db.end();
    await Promise.all(servers.map((server) => server.stop()));
    await service.close();
  }
}

async function measure(db, service, leads, deviceOf, awayLog) {
  const ids = [...leads.keys()];
  const { rows: steps } = await db.query(
    `select lead_id, detail ->> 'step' as step, detail ->> 'to' as to, created_at from lead_events where kind = 'routed' and lead_id = any($1::uuid[]) order by lead_id, (detail ->> 'step')::int`,
    [ids],
  );
  const { rows: rings } = await db.query(
    `select lead_id, channel, step, count(*)::int as count from lead_outbox where channel in ('assigned', 'unanswered') and lead_id = any($1::uuid[]) group by 1, 2, 3`,
    [ids],
  );
  const perStep = new Map();
  for (const row of steps) perStep.set(`${row.lead_id} ${row.step}`, (perStep.get(`${row.lead_id} ${row.step}`) ?? 0) + 1);
  const twice = [...perStep.values()].filter((count) => count > 1).length + rings.filter((row) => row.count > 1).length;
  // Rung while Away: a routing step given to someone between their tap on Away (answered) and their tap on Available.
  const ringsWhileAway = steps.filter((row) =>
    awayLog.some(([name, from, to]) => name === row.to && row.created_at.getTime() > from && row.created_at.getTime() < to),
  ).length;
  const teamOf = (leadId) => leads.get(leadId)?.team;
  const holders = new Map();
  for (const row of steps) holders.set(row.lead_id, [...(holders.get(row.lead_id) ?? []), row.to]);
  let notResponsible = 0;
  const firstRing = new Map();
  for (const push of service.delivered()) {
    const leadId = push.payload?.url.split('/').at(-1);
    const team = teamOf(leadId);
    if (!team) continue;
    const name = deviceOf.get(push.device);
    const isRing = push.payload.title.startsWith('For you');
    const isMine = isRing ? (holders.get(leadId) ?? []).includes(name) : team.members.includes(name) || name === ADMIN;
    if (!isMine) notResponsible += 1;
    if (isRing && (holders.get(leadId) ?? [])[0] === name && !firstRing.has(leadId)) firstRing.set(leadId, push.receivedAt - leads.get(leadId).sentAt);
  }
  const latencies = [...firstRing.values()].sort((a, b) => a - b);
  return {
    leads: ids.length,
    routedSteps: steps.length,
    stepsTakenTwice: twice,
    ringsWhileAway,
    notResponsible,
    pushes: service.delivered().length,
    firstRings: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1),
    awaySpells: awayLog.length,
  };
}
