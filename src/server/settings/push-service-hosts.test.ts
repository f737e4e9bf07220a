import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS, PUSH_SERVICE_HOST_PATTERN } from '@/env';
import { isAllowedPushEndpoint, parsePushServiceHosts } from './push-service-hosts';

const defaults = parsePushServiceHosts(DEFAULT_PUSH_SERVICE_HOSTS);

describe('isAllowedPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGuQyavXutnMd',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://FCM.googleapis.com:443/fcm/send/x',
  ])('takes a public push service by default: %s', (endpoint) => expect(isAllowedPushEndpoint(endpoint, defaults)).toBe(true));

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/x',
    'https://push.apple.com/x',
    'https://evilpush.apple.com/x',
    'https://user:pass@fcm.googleapis.com/x',
    'https://fcm.googleapis.com/x#fragment',
    'https://127.0.0.1/x',
    'https://localhost/x',
    'not a url',
  ])('refuses any other host, port, scheme, credentials or a look-alike name: %s', (endpoint) => expect(isAllowedPushEndpoint(endpoint, defaults)).toBe(false));

  it('takes a host with its port, and only that port', () => {
    const local = parsePushServiceHosts('localhost:8443, *.push.example');
    expect(isAllowedPushEndpoint('https://localhost:8443/push/1', local)).toBe(true);
    expect(isAllowedPushEndpoint('https://localhost/push/1', local)).toBe(false);
    expect(isAllowedPushEndpoint('https://a.b.push.example/1', local)).toBe(true);
  });

  it('is what src/env.ts accepts', () => {
    for (const entry of DEFAULT_PUSH_SERVICE_HOSTS.split(',')) expect(PUSH_SERVICE_HOST_PATTERN.test(entry)).toBe(true);
    for (const entry of ['localhost:8443', '*.notify.windows.com']) expect(PUSH_SERVICE_HOST_PATTERN.test(entry)).toBe(true);
    for (const entry of ['https://fcm.googleapis.com', 'fcm.googleapis.com/path', '*', '*.', 'a..b', 'host:', 'a b'])
      expect(PUSH_SERVICE_HOST_PATTERN.test(entry), entry).toBe(false);
  });
});
