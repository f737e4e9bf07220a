import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhookBody } from './webhook-sender';

describe('signWebhookBody', () => {
  it('is sha256= and the hex HMAC-SHA256 of the exact body', () => {
    const body = '{"lead":{"name":"Ada"}}';
    const expected = createHmac('sha256', 'a-secret-of-16-chars').update(body).digest('hex');
    expect(signWebhookBody(body, 'a-secret-of-16-chars')).toBe(`sha256=${expected}`);
  });

  it('matches a known vector', () => {
    // RFC 4231 test case 2.
    expect(signWebhookBody('what do ya want for nothing?', 'Jefe')).toBe('sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('changes with the body and with the secret', () => {
    expect(signWebhookBody('a', 'k')).not.toBe(signWebhookBody('b', 'k'));
    expect(signWebhookBody('a', 'k')).not.toBe(signWebhookBody('a', 'l'));
  });
});
