// Notifications on devices over HTTP, against the production server on PGlite and a local HTTPS push service that
// decrypts what it receives (tests/fixtures/push-service.ts), trusted through NODE_EXTRA_CA_CERTS: subscribing and
// what is refused, a lead pushed within 5 s with the protocol's headers and the payload in each person's language, a
// gone device forgotten, a failed push retried without a second copy, the test notification, and the re-alert after
// LEAD_REALERT_AFTER (not for a lead someone took), across a restart. Two instances: tests/http/push-instances.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { inboxClient, postLead, runUsers, setPasswordAndSignIn, tokenOfLink, type InboxClient } from '../fixtures/inbox';
import { callPush, publicKeyOf, sendTest, subscribe, unsubscribe, verifiedVapidClaims } from '../fixtures/inbox-push';
import { startPushService, type FakeDevice, type PushService } from '../fixtures/push-service';
import { launchServer, startServer, testPort, type RunningServer } from './production-server';

const PASSWORD = 'push notifications password';
const REALERT_AFTER_MS = 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('notifications on devices (PGlite)', () => {
  let service: PushService;
  let server: RunningServer;
  let dataDir: string;
  let ada: InboxClient;
  let li: InboxClient;
  let adaPhone: FakeDevice;
  let liPhone: FakeDevice;
  const serverEnv = () => ({
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    CONTACT_RATE_LIMIT: '1000/1m',
    PUSH_SERVICE_HOSTS: service.host,
    NODE_EXTRA_CA_CERTS: service.caFile,
    LEAD_REALERT_AFTER: `${REALERT_AFTER_MS / 1000}s`,
    SITE_EMAIL: 'sales@example.com',
  });
  const pushesOf = (leadId: string, device: FakeDevice) => service.delivered(device.name).filter((push) => push.payload?.url === `/inbox/lead/${leadId}`);
  const requestsOf = (leadId: string, device: FakeDevice) =>
    service.requests.filter((push) => push.device === device.name).filter((push) => push.status >= 300 || push.payload?.url === `/inbox/lead/${leadId}`);

  beforeAll(async () => {
    service = await startPushService();
    dataDir = mkdtempSync(path.join(tmpdir(), 'push-http-'));
    const added = ['ada', 'li'].map((name) =>
      runUsers(['add', '--email', `${name}@example.com`, '--name', name === 'ada' ? 'Ada Obi' : 'Li Wei', '--role', 'agent'], { DATA_DIR: dataDir }),
    );
    server = await startServer(testPort(40), serverEnv());
    ada = inboxClient(server.url, await setPasswordAndSignIn(server.url, tokenOfLink(added[0]?.lines.at(-1)), 'ada@example.com', PASSWORD));
    // Li reads the inbox in Chinese (the language cookie the inbox sets for ?lang=zh_cn).
    li = inboxClient(
      server.url,
      `${await setPasswordAndSignIn(server.url, tokenOfLink(added[1]?.lines.at(-1)), 'li@example.com', PASSWORD)}; inbox_lang=zh_cn`,
    );
    adaPhone = service.device('ada-phone');
    liPhone = service.device('li-phone');
    expect(await subscribe(ada, adaPhone.subscription)).toEqual({ status: 200, body: { success: true, msg: en.InboxPush.answers.subscribed } });
    // The device takes the inbox's language.
    expect(await subscribe(li, liPhone.subscription)).toEqual({ status: 200, body: { success: true, msg: zhCn.InboxPush.answers.subscribed } });
  });
  afterAll(async () => {
    await server?.stop();
    await service?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('pushes a lead within 5 s of the form’s answer, with the protocol’s headers, in each person’s language', async () => {
    const lead = {
      name: 'Amina Bello',
      country: 'KE',
      mobile: '0712 345 678',
      message: 'We need 40 cartons of cooking oil\nevery month for our three shops in Kano. Can you deliver on credit?',
    };
    const id = await postLead(server.url, lead);
    const answeredAt = Date.now();
    await service.waitUntil(() => pushesOf(id, adaPhone).length > 0 && pushesOf(id, liPhone).length > 0, 5_000);
    const [english] = pushesOf(id, adaPhone);
    const [chinese] = pushesOf(id, liPhone);
    for (const push of [english, chinese]) expect(push!.receivedAt - answeredAt).toBeLessThan(5_000);
    console.info(`push received ${english!.receivedAt - answeredAt} ms and ${chinese!.receivedAt - answeredAt} ms after the form's answer`);

    expect(english!.headers).toMatchObject({ urgency: 'high', 'content-encoding': 'aes128gcm', ttl: '86400', topic: id.replaceAll('-', '') });
    const claims = verifiedVapidClaims(english!.headers.authorization, await publicKeyOf(ada));
    expect(claims).toMatchObject({ aud: `https://${service.host}`, sub: 'mailto:sales@example.com' });
    expect(claims.exp * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
    expect(english!.payload).toEqual({
      title: 'New lead: Amina Bello',
      body: 'Kenya · We need 40 cartons of cooking oil every month for our three shops in Kano. Can…',
      url: `/inbox/lead/${id}`,
      tag: `lead-${id}`,
    });
    expect(chinese!.payload).toMatchObject({ title: '新线索：Amina Bello', url: `/inbox/lead/${id}`, tag: `lead-${id}` });
    expect(chinese!.payload?.body.startsWith('肯尼亚 · We need 40 cartons')).toBe(true);
    // No mobile in the payload, and nothing of the lead in the log.
    expect(JSON.stringify([english!.payload, chinese!.payload])).not.toMatch(/712|345 678/);
    expect(server.logs()).not.toMatch(/Amina|cooking oil|345 678/);
  });

  it('refuses a subscription it cannot use, in the person’s language, and never posts to a push service not listed', async () => {
    const stranger = service.device('not-listed');
    const onAnotherHost = { ...stranger.subscription, endpoint: stranger.subscription.endpoint.replace('localhost', '127.0.0.1') };
    const badKey = { ...adaPhone.subscription, keys: { ...adaPhone.subscription.keys, p256dh: `B${'A'.repeat(86)}` } };
    const refusals: Array<[unknown, number, string]> = [
      [onAnotherHost, 400, en.InboxPush.answers.hostNotAllowed],
      [{ ...stranger.subscription, endpoint: stranger.subscription.endpoint.replace('https:', 'http:') }, 400, en.InboxPush.answers.hostNotAllowed],
      [badKey, 400, en.InboxPush.answers.invalidSubscription],
      [{ ...adaPhone.subscription, keys: { ...adaPhone.subscription.keys, auth: 'short' } }, 400, en.InboxPush.answers.invalidSubscription],
      [{ ...adaPhone.subscription, extra: true }, 400, en.InboxPush.answers.invalidSubscription],
      ['{"endpoint":', 400, en.InboxPush.answers.malformedBody],
      [{ ...adaPhone.subscription, endpoint: `https://${service.host}/${'x'.repeat(5_000)}` }, 413, en.RequestTooLarge.api],
    ];
    for (const [body, status, msg] of refusals)
      expect(await subscribe(ada, body), JSON.stringify(body).slice(0, 80)).toEqual({ status, body: { success: false, msg } });
    expect(await subscribe(li, onAnotherHost)).toMatchObject({ status: 400, body: { msg: zhCn.InboxPush.answers.hostNotAllowed } });
    expect(await subscribe(ada, adaPhone.subscription, { 'Content-Type': 'text/plain' })).toMatchObject({ status: 415 });
    expect(await subscribe(inboxClient(server.url), adaPhone.subscription)).toMatchObject({ status: 401 });
    expect(await subscribe(ada, adaPhone.subscription, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })).toMatchObject({ status: 403 });
    const id = await postLead(server.url, { name: 'Listed Only', message: 'Not to a stranger' });
    await service.waitUntil(() => pushesOf(id, adaPhone).length > 0, 5_000);
    expect(service.requests.filter((push) => push.device === stranger.name)).toEqual([]);
  });

  it('forgets a device its push service calls gone (410)', async () => {
    const tablet = service.device('ada-tablet');
    expect((await subscribe(ada, tablet.subscription)).status).toBe(200);
    service.answerNext(tablet.name, [410]);
    const id = await postLead(server.url, { name: 'Gone Tablet', message: 'First' });
    await service.waitUntil(() => requestsOf(id, tablet).length > 0 && pushesOf(id, adaPhone).length > 0, 5_000);
    expect(await sendTest(ada, tablet.subscription.endpoint)).toEqual({
      status: 404,
      body: { success: false, msg: en.InboxPush.answers.noDevices, data: { devices: 0, reached: 0 } },
    });
    const next = await postLead(server.url, { name: 'After Gone', message: 'Second' });
    await service.waitUntil(() => pushesOf(next, adaPhone).length > 0, 5_000);
    expect(service.requests.filter((push) => push.device === tablet.name)).toHaveLength(1);
  });

  it('retries a push the push service failed (500) through the outbox, and the device gets it once', async () => {
    service.answerNext(liPhone.name, [500]);
    const id = await postLead(server.url, { name: 'Retried Once', message: 'Try again' });
    await service.waitUntil(() => pushesOf(id, adaPhone).length > 0 && requestsOf(id, liPhone).some((push) => push.status === 500), 5_000);
    // The outbox's first backoff is 10 s.
    await service.waitUntil(() => pushesOf(id, liPhone).length > 0, 20_000);
    await sleep(1_500);
    expect(requestsOf(id, liPhone).map((push) => push.status)).toEqual([500, 201]);
    // Ada's phone, reached at once, was reminded after LEAD_REALERT_AFTER; Li's, reached after that, is not reminded
    // right on the heels of its first alert.
    expect(pushesOf(id, adaPhone).map((push) => push.payload?.title)).toEqual(['New lead: Retried Once', 'Still waiting: Retried Once']);
    expect(pushesOf(id, liPhone).map((push) => push.payload?.title)).toEqual(['新线索：Retried Once']);
  });

  it('sends a test notification to the person’s devices, in their language, and stops once they turn notifications off', async () => {
    const before = service.requests.length;
    expect(await sendTest(li)).toEqual({ status: 200, body: { success: true, msg: '测试通知已发送到 1 台设备。', data: { devices: 1, reached: 1 } } });
    const test = service.requests.slice(before).find((push) => push.device === liPhone.name);
    expect(test?.payload).toEqual({ title: zhCn.InboxPush.notifications.testTitle, body: zhCn.InboxPush.notifications.testBody, url: '/inbox', tag: 'test' });
    const spare = service.device('li-laptop');
    expect((await subscribe(li, spare.subscription)).status).toBe(200);
    // Someone else's device is left alone.
    expect(await unsubscribe(ada, spare.subscription.endpoint)).toMatchObject({ status: 200, body: { data: { removed: false } } });
    expect(await unsubscribe(li, spare.subscription.endpoint)).toMatchObject({ status: 200, body: { success: true, data: { removed: true } } });
    expect(await sendTest(li, spare.subscription.endpoint)).toMatchObject({ status: 404 });
    expect(await callPush(li, 'PUT', '/inbox/push/subscriptions', {})).toMatchObject({ status: 405 });
  });

  it('alerts again after LEAD_REALERT_AFTER with the same tag, and not for a lead someone took', async () => {
    const waiting = await postLead(server.url, { name: 'Still Waiting', message: 'Nobody called' });
    const answeredAt = Date.now();
    const moved = await postLead(server.url, { name: 'Moved Lead', message: 'Called' });
    const spam = await postLead(server.url, { name: 'Filed Lead', message: 'Spam' });
    const assignedBack = await postLead(server.url, { name: 'Assigned Back', message: 'Seen' });
    const all = [waiting, moved, spam, assignedBack];
    await service.waitUntil(() => all.every((id) => pushesOf(id, adaPhone).length === 1), 5_000);
    // Taken within LEAD_REALERT_AFTER: moved, filed as spam, assigned and the assignment taken back (an event).
    const page = await (await ada.get(`/inbox/lead/${assignedBack}`)).text();
    const adaId = /<option value="([\w-]+)"[^>]*>Ada Obi</.exec(page)?.[1];
    for (const [id, fields] of [
      [moved, { action: 'status', status: 'contacted', note: '' }],
      [spam, { action: 'spam' }],
      [assignedBack, { action: 'assign', assignee: adaId ?? 'missing' }],
      [assignedBack, { action: 'assign', assignee: '' }],
    ] as const) {
      expect((await ada.post(`/inbox/lead/${id}`, fields)).status, JSON.stringify(fields)).toBe(303);
    }
    expect(Date.now() - answeredAt).toBeLessThan(REALERT_AFTER_MS);

    await service.waitUntil(() => pushesOf(waiting, adaPhone).length === 2 && pushesOf(waiting, liPhone).length === 2, REALERT_AFTER_MS + 5_000);
    const [, again] = pushesOf(waiting, adaPhone);
    expect(again!.receivedAt - answeredAt).toBeGreaterThanOrEqual(REALERT_AFTER_MS - 100);
    expect(again!.payload).toEqual({
      title: 'Still waiting: Still Waiting',
      body: 'Nigeria · Nobody called',
      url: `/inbox/lead/${waiting}`,
      tag: `lead-${waiting}`,
    });
    expect(again!.headers).toMatchObject({ urgency: 'high', 'content-encoding': 'aes128gcm', ttl: '3600' });
    expect(pushesOf(waiting, liPhone)[1]?.payload?.title).toBe('仍待跟进：Still Waiting');
    await sleep(2_000);
    for (const id of [moved, spam, assignedBack]) expect(pushesOf(id, adaPhone), id).toHaveLength(1);
    expect(pushesOf(waiting, adaPhone)).toHaveLength(2);
  });

  it('keeps a re-alert due while the server was stopped, and sends it once it runs again', async () => {
    const id = await postLead(server.url, { name: 'Over A Restart', message: 'Still there' });
    await service.waitUntil(() => pushesOf(id, adaPhone).length === 1, 5_000);
    await server.stop();
    expect(pushesOf(id, adaPhone)).toHaveLength(1);
    await sleep(REALERT_AFTER_MS);
    server = await startServer(testPort(40), serverEnv());
    await service.waitUntil(() => pushesOf(id, adaPhone).length === 2, 10_000);
    expect(pushesOf(id, adaPhone)[1]?.payload?.tag).toBe(`lead-${id}`);
    await sleep(1_500);
    expect(pushesOf(id, adaPhone)).toHaveLength(2);
  });

  it('signs with the VAPID keys of the environment when set, and refuses to start on bad notification settings', async () => {
    const stored = await publicKeyOf(ada);
    const pair = webpush.generateVAPIDKeys();
    const keys = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };
    await server.stop();
    server = await startServer(testPort(40), { ...serverEnv(), ...keys });
    expect(await publicKeyOf(ada)).toBe(keys.VAPID_PUBLIC_KEY);
    expect(keys.VAPID_PUBLIC_KEY).not.toBe(stored);
    for (const [name, bad] of [
      ['VAPID_PUBLIC_KEY', { ...keys, VAPID_PUBLIC_KEY: webpush.generateVAPIDKeys().publicKey }],
      ['VAPID_PRIVATE_KEY', { VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY }],
      ['VAPID_SUBJECT', { VAPID_SUBJECT: 'http://example.com' }],
      ['PUSH_SERVICE_HOSTS', { PUSH_SERVICE_HOSTS: 'https://fcm.googleapis.com' }],
      ['LEAD_REALERT_AFTER', { LEAD_REALERT_AFTER: '10' }],
    ] as const) {
      const refused = launchServer(testPort(43), { ...serverEnv(), DATA_DIR: `${dataDir}-unused`, ...bad });
      const exit = await refused.exited;
      expect(exit.code, name).not.toBe(0);
      expect(refused.logs(), name).toContain(name);
    }
  });
});
