// A person's devices (push_subscriptions) on PGlite and PostgreSQL: an endpoint posted again is one device, even from
// another person (the last one owns it, in their language); a person keeps at most MAX_DEVICES_PER_PERSON; removing
// leaves other people's devices alone; a person's devices go with the person.
import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, pushSubscriptions } from '@/server/db/schema';
import { parsePushServiceHosts } from '@/server/settings/push-service-hosts';
import { listPersonDevices, MAX_DEVICES_PER_PERSON, readPushSubscription, removePushSubscription, savePushSubscription } from '@/server/push/subscriptions';
import { testBackends } from './test-databases';

const backends = await testBackends();

/** A browser's subscription on FCM, with real P-256 keys. */
function subscription(name: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
    expirationTime: null,
    keys: { p256dh: keys.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe('subscription checks', () => {
  const hosts = parsePushServiceHosts('fcm.googleapis.com');
  it('takes PushSubscription.toJSON() and nothing else', () => {
    const good = subscription('a');
    expect(readPushSubscription(good, hosts)).toEqual({ ok: true, subscription: good });
    expect(readPushSubscription({ ...good, endpoint: 'https://evil.example/a' }, hosts)).toEqual({ ok: false, reason: 'host-not-allowed' });
    for (const bad of [
      {},
      { ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh}=` } },
      // 65 bytes, but not a point on the curve.
      { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } },
      { ...good, keys: { ...good.keys, auth: randomBytes(32).toString('base64url') } },
      { ...good, expirationTime: 'soon' },
      { ...good, endpoint: `https://fcm.googleapis.com/${'x'.repeat(2_100)}` },
    ]) {
      expect(readPushSubscription(bad, hosts), JSON.stringify(bad).slice(0, 60)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});

describe.each(backends)('devices on $name', (backend) => {
  let handle: Awaited<ReturnType<typeof backend.open>>;
  beforeAll(async () => {
    handle = await backend.open();
    await handle.db.insert(authUsers).values([
      { id: 'ada', name: 'Ada', email: 'ada@example.com' },
      { id: 'li', name: 'Li', email: 'li@example.com' },
    ]);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('keeps one device per endpoint: posted again it is updated, and another person takes it over', async () => {
    const phone = subscription('shared-phone');
    await savePushSubscription(handle.db, 'ada', 'en', phone);
    await savePushSubscription(handle.db, 'ada', 'en', { ...phone, keys: subscription('x').keys });
    expect(await listPersonDevices(handle.db, 'ada', phone.endpoint)).toHaveLength(1);
    await savePushSubscription(handle.db, 'li', 'zh-CN', phone);
    const rows = await handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint));
    expect(rows).toMatchObject([{ userId: 'li', locale: 'zh-CN', p256dh: phone.keys.p256dh }]);
    expect(await removePushSubscription(handle.db, 'ada', phone.endpoint)).toBe(false);
    expect(await removePushSubscription(handle.db, 'li', phone.endpoint)).toBe(true);
  });

  it(`keeps a person's ${MAX_DEVICES_PER_PERSON} newest devices`, async () => {
    const devices = Array.from({ length: MAX_DEVICES_PER_PERSON + 2 }, (_, index) => subscription(`many-${index}`));
    for (const device of devices) await savePushSubscription(handle.db, 'ada', 'en', device);
    const kept = (await listPersonDevices(handle.db, 'ada')).map((row) => row.endpoint);
    expect(kept).toHaveLength(MAX_DEVICES_PER_PERSON);
    expect(kept).toContain(devices.at(-1)?.endpoint);
    expect(kept).not.toContain(devices[0]?.endpoint);
  });

  it('forgets a person’s devices with the person', async () => {
    await savePushSubscription(handle.db, 'li', 'zh-CN', subscription('li-phone'));
    await handle.db.delete(authUsers).where(eq(authUsers.id, 'li'));
    expect(await listPersonDevices(handle.db, 'li')).toEqual([]);
  });
});
