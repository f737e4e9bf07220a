import { describe, expect, it } from 'vitest';
import { inboxPathOf, readPushPayload } from './push-payload';

describe('inboxPathOf', () => {
  it.each(['/inbox', '/inbox/lead/0b6c4f1e-8a4e-4c55-9a57-3f1b2c7d9e10', '/inbox?folder=new'])('keeps the inbox path %s', (path) => {
    expect(inboxPathOf(path)).toBe(path);
  });

  it.each(['https://evil.example/inbox', '//evil.example/inbox', '/en', '/inboxes', 'inbox', '', undefined, 42])(
    'refuses %s: a tap opens the inbox on this site only',
    (url) => {
      expect(inboxPathOf(url)).toBeUndefined();
    },
  );
});

describe('readPushPayload', () => {
  const payload = { title: 'New lead: Wanjiru Kamau', body: 'Kenya · 40 cartons of oil', url: '/inbox/lead/1', tag: 'lead-1' };

  it('reads our payload', () => {
    expect(readPushPayload(payload)).toEqual(payload);
  });

  it.each([null, 'text', { ...payload, title: 1 }, { ...payload, tag: undefined }, { ...payload, url: 'https://evil.example/inbox' }])(
    'refuses what is not ours: %j',
    (value) => {
      expect(readPushPayload(value)).toBeUndefined();
    },
  );
});
