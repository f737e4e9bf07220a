// Routing on two instances sharing one PostgreSQL database, one killed (SIGKILL) in the middle of the escalations:
// the other carries them on from the database, and every lead is assigned once at each step and escalated once per
// step; no device gets a step's push twice, and nobody outside the team (but the admin's alert) is rung.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxClient, postLead, runUsers, setPasswordAndSignIn, tokenOfLink } from '../fixtures/inbox';
import { subscribe } from '../fixtures/inbox-push';
import { startPushService, type FakeDevice, type PushService } from '../fixtures/push-service';
import { createPostgresDatabase, testBackends } from '../integration/test-databases';
import { startServer, testPort, type RunningServer } from './production-server';
import { callRouting } from '../fixtures/routing-api';

const hasPostgres = (await testBackends()).some((backend) => backend.name === 'postgres');
const PASSWORD = 'routing instances password';
const TOKEN = 'routing-instances-admin-token';
const LEADS = 12;
const MEMBERS = ['wanjiru', 'baraka', 'otieno'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(hasPostgres)('routing on two instances of one PostgreSQL database, one killed mid-escalation', () => {
  const servers: RunningServer[] = [];
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let service: PushService;
  const devices = new Map<string, FakeDevice>();

  beforeAll(async () => {
    [database, service] = await Promise.all([createPostgresDatabase(), startPushService()]);
    const names = ['amina', ...MEMBERS, 'li'];
    const links = names.map((name) =>
      runUsers(['add', '--email', `${name}@example.com`, '--name', name, '--role', name === 'amina' ? 'admin' : 'agent'], { DATABASE_URL: database!.url }),
    );
    const env = {
      DATABASE_URL: database.url,
      ADMIN_TOKEN: TOKEN,
      TRUST_PROXY: '1',
      CONTACT_RATE_LIMIT: '1000/1m',
      PUSH_SERVICE_HOSTS: service.host,
      NODE_EXTRA_CA_CERTS: service.caFile,
      LEAD_ANSWER_WITHIN: '2s',
      LEAD_REALERT_AFTER: '1h',
    };
    servers.push(...(await Promise.all([startServer(testPort(71), env), startServer(testPort(72), env)])));
    for (const [index, name] of names.entries()) {
      const base = servers[index % 2]!.url;
      const cookie = await setPasswordAndSignIn(base, tokenOfLink(links[index]?.lines.at(-1)), `${name}@example.com`, PASSWORD, `203.0.113.${index + 80}`);
      devices.set(name, service.device(`${name}-phone`));
      expect((await subscribe(inboxClient(base, cookie), devices.get(name)!.subscription)).status).toBe(200);
    }
    const document = {
      answerWithin: '5m',
      teams: [
        { name: 'Kenya', countries: ['KE'], languages: [], timeZone: 'Africa/Nairobi', hours: null, members: MEMBERS.map((name) => `${name}@example.com`) },
        { name: 'Everyone else', countries: ['*'], languages: [], timeZone: 'Africa/Lagos', hours: null, members: ['amina@example.com'] },
      ],
    };
    expect((await callRouting(servers[0]!.url, TOKEN, 'PUT', document)).status).toBe(200);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await service?.close();
    await database?.drop();
  });

  it('assigns each lead once at each step and escalates it once per step, with one instance killed in the middle', async () => {
    const ids = await Promise.all(
      Array.from({ length: LEADS }, (_, index) =>
        postLead(servers[index % 2]!.url, { name: `Lead ${index}`, country: 'KE', mobile: '0712 345 678', message: `Two instances ${index}` }),
      ),
    );
    // Past the first escalation (2 s), before the second: the first instance dies with whatever it had claimed.
    await sleep(3_000);
    await servers[0]!.kill();
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    try {
      const stepsOf = async () =>
        (
          await client.query<{ lead_id: string; kind: string; step: string | null }>(
            `select lead_id, kind, detail ->> 'step' as step from lead_events where kind in ('routed', 'unanswered') and lead_id = any($1::uuid[]) order by id`,
            [ids],
          )
        ).rows;
      for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(250)) {
        if ((await stepsOf()).filter((row) => row.kind === 'unanswered').length >= LEADS) break;
      }
      await sleep(2_000);
      const events = await stepsOf();
      for (const id of ids) {
        const mine = events.filter((row) => row.lead_id === id);
        expect(
          mine.map((row) => [row.kind, row.step]),
          id,
        ).toEqual([
          ['routed', '1'],
          ['routed', '2'],
          ['routed', '3'],
          ['unanswered', null],
        ]);
      }
      const rings = await client.query<{ lead_id: string; channel: string; step: number; count: string }>(
        `select lead_id, channel, step, count(*) from lead_outbox where channel in ('assigned', 'unanswered') and lead_id = any($1::uuid[]) group by 1, 2, 3`,
        [ids],
      );
      expect(rings.rows).toHaveLength(LEADS * 4);
      expect(rings.rows.every((row) => Number(row.count) === 1)).toBe(true);
    } finally {
      await client.end();
    }
    // No device got a step's push twice; Li, in no team, got nothing; each member was rung for each lead once.
    const pushes = service.delivered().filter((push) => ids.some((id) => push.payload?.url === `/inbox/lead/${id}`));
    const keys = pushes.map((push) => `${push.device} ${push.payload?.url} ${push.payload?.title.startsWith('For you') ? 'ring' : 'alert'}`);
    expect(keys.length - new Set(keys).size).toBe(0);
    expect(pushes.filter((push) => push.device === 'li-phone')).toEqual([]);
    expect(pushes.filter((push) => push.device === 'amina-phone').every((push) => push.payload?.title.startsWith('Nobody has answered'))).toBe(true);
  });
});
