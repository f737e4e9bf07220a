// Notifications on two instances sharing one PostgreSQL database: one VAPID key pair made once for both, a device
// subscribed on one pushed by the other, and each lead, whichever instance stored it, pushed once to each device and
// re-alerted once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testBackends } from '../integration/test-databases';
import { inboxClient, postLead, runUsers, setPasswordAndSignIn, tokenOfLink, type InboxClient } from '../fixtures/inbox';
import { publicKeyOf, subscribe } from '../fixtures/inbox-push';
import { startPushService, type FakeDevice, type PushService } from '../fixtures/push-service';
import { startServer, testPort, type RunningServer } from './production-server';

const hasPostgres = (await testBackends()).some((backend) => backend.name === 'postgres');
const PASSWORD = 'two instances push password';
const REALERT_AFTER_MS = 4_000;
const LEADS = 12;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(hasPostgres)('notifications on two instances of one PostgreSQL database', () => {
  const servers: RunningServer[] = [];
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let service: PushService;
  let people: InboxClient[] = [];
  let devices: FakeDevice[] = [];

  beforeAll(async () => {
    [database, service] = await Promise.all([createPostgresDatabase(), startPushService()]);
    const added = ['ife', 'ola'].map((name) =>
      runUsers(['add', '--email', `${name}@example.com`, '--name', name, '--role', 'agent'], { DATABASE_URL: database!.url }),
    );
    const env = {
      DATABASE_URL: database.url,
      TRUST_PROXY: '1',
      CONTACT_RATE_LIMIT: '1000/1m',
      PUSH_SERVICE_HOSTS: service.host,
      NODE_EXTRA_CA_CERTS: service.caFile,
      LEAD_REALERT_AFTER: `${REALERT_AFTER_MS / 1000}s`,
    };
    servers.push(...(await Promise.all([startServer(testPort(41), env), startServer(testPort(42), env)])));
    people = await Promise.all(
      added.map((result, index) =>
        setPasswordAndSignIn(
          servers[index]!.url,
          tokenOfLink(result.lines.at(-1)),
          `${['ife', 'ola'][index]}@example.com`,
          PASSWORD,
          `203.0.113.${index + 60}`,
        ),
      ),
    ).then((cookies) => cookies.map((cookie, index) => inboxClient(servers[index]!.url, cookie)));
    devices = ['ife-phone', 'ife-laptop', 'ola-phone'].map((name) => service.device(name));
    // Each subscribed on the instance its person signed in on.
    for (const [index, device] of devices.entries()) expect((await subscribe(people[index === 2 ? 1 : 0]!, device.subscription)).status).toBe(200);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await service?.close();
    await database?.drop();
  });

  it('has one VAPID key for both instances', async () => {
    const [first, second] = await Promise.all(people.map((person) => publicKeyOf(person)));
    expect(first).toMatch(/^B[\w-]{86}$/);
    expect(second).toBe(first);
  });

  it('pushes each lead once to each device, whichever instance stored it, and re-alerts it once', async () => {
    const ids = await Promise.all(
      Array.from({ length: LEADS }, (_, index) => postLead(servers[index % 2]!.url, { name: `Lead ${index}`, message: `Both instances ${index}` })),
    );
    const count = (id: string, device: FakeDevice, title: RegExp) =>
      service.delivered(device.name).filter((push) => push.payload?.url === `/inbox/lead/${id}` && title.test(push.payload.title)).length;
    await service.waitUntil(() => ids.every((id) => devices.every((device) => count(id, device, /^New lead/) >= 1)), 5_000);
    await service.waitUntil(() => ids.every((id) => devices.every((device) => count(id, device, /^Still waiting/) >= 1)), REALERT_AFTER_MS + 8_000);
    // Both instances poll every second: time for a second copy to show up, if there were one.
    await sleep(2_500);
    for (const id of ids) {
      for (const device of devices) {
        expect(count(id, device, /^New lead/), `${device.name} ${id}`).toBe(1);
        expect(count(id, device, /^Still waiting/), `${device.name} ${id}`).toBe(1);
      }
    }
    expect(service.requests.length).toBe(LEADS * devices.length * 2);
  });
});
