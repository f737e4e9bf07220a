import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { generateVapidKeys } from './vapid-keys';

describe('generateVapidKeys', () => {
  it('makes a pair web-push signs with: a 65-byte public key and the 32-byte private key it derives from', () => {
    for (let index = 0; index < 20; index++) {
      const { publicKey, privateKey } = generateVapidKeys();
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(privateKey, 'base64url')).toHaveLength(32);
      const curve = createECDH('prime256v1');
      curve.setPrivateKey(Buffer.from(privateKey, 'base64url'));
      expect(curve.getPublicKey('base64url')).toBe(publicKey);
      const headers = webpush.getVapidHeaders('https://push.example.com', 'mailto:sales@example.com', publicKey, privateKey, 'aes128gcm');
      expect(headers.Authorization).toMatch(/^vapid t=.+, k=/);
    }
  });
});
