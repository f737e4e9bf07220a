import { describe, expect, it } from 'vitest';
import { clientAddress, SOCKET_ADDRESS_HEADER } from './client-address';
import { isFromAnotherOrigin } from './same-origin';

describe('clientAddress', () => {
  const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9', [SOCKET_ADDRESS_HEADER]: '10.0.0.2' });

  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(clientAddress(headers, 0)).toBe('10.0.0.2');
  });

  it('takes the address the trusted proxies appended, not what the client claimed', () => {
    expect(clientAddress(headers, 1)).toBe('203.0.113.9');
    expect(clientAddress(headers, 2)).toBe('6.6.6.6');
  });

  it('ignores forwarded values that are not IP addresses', () => {
    const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value, [SOCKET_ADDRESS_HEADER]: '10.0.0.2' });
    for (const value of ['garbage-z', '6.6.6.6, garbage-z', 'unknown', '203.0.113.9:4711', '999.1.1.1', '']) {
      expect(clientAddress(forwarded(value), 1), value).toBe('10.0.0.2');
    }
    expect(clientAddress(forwarded('garbage-z, 2001:db8::1'), 1)).toBe('2001:db8::1');
    expect(clientAddress(forwarded('garbage-z'), 2)).toBe('10.0.0.2');
  });
});

describe('isFromAnotherOrigin', () => {
  const base = { host: 'shop.example:3000' };
  const site = { trustProxy: false, siteOrigin: 'https://www.shop.example' };
  const behindProxy = { ...site, trustProxy: true };
  it('allows same-origin browsers and clients without Origin', () => {
    expect(isFromAnotherOrigin(new Headers(base), site)).toBe(false);
    expect(isFromAnotherOrigin(new Headers({ ...base, origin: 'http://shop.example:3000' }), site)).toBe(false);
    expect(isFromAnotherOrigin(new Headers({ ...base, origin: 'http://shop.example:3000', 'sec-fetch-site': 'same-origin' }), site)).toBe(false);
    // The site's public origin (SITE_URL), as a browser behind a TLS proxy names it.
    expect(isFromAnotherOrigin(new Headers({ ...base, origin: 'https://www.shop.example' }), site)).toBe(false);
  });

  it('refuses other origins, other sites and opaque origins', () => {
    expect(isFromAnotherOrigin(new Headers({ ...base, origin: 'https://evil.example' }), site)).toBe(true);
    expect(isFromAnotherOrigin(new Headers({ ...base, 'sec-fetch-site': 'cross-site' }), site)).toBe(true);
    expect(isFromAnotherOrigin(new Headers({ ...base, 'sec-fetch-site': 'same-site' }), site)).toBe(true);
    expect(isFromAnotherOrigin(new Headers({ ...base, origin: 'null' }), site)).toBe(true);
  });

  it('compares the scheme and the port, not only the host', () => {
    // https:// names another origin than this plain-HTTP server's, however alike the host.
    expect(isFromAnotherOrigin(new Headers({ ...base, origin: 'https://shop.example:3000' }), site)).toBe(true);
    expect(isFromAnotherOrigin(new Headers({ ...base, origin: 'http://shop.example:3001' }), site)).toBe(true);
    expect(isFromAnotherOrigin(new Headers({ ...base, origin: 'http://shop.example' }), site)).toBe(true);
    expect(isFromAnotherOrigin(new Headers({ host: 'shop.example:80', origin: 'http://shop.example' }), site)).toBe(false);
  });

  it('compares with X-Forwarded-Host and -Proto only behind a trusted proxy', () => {
    const proxied = new Headers({ host: 'app:3000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https', origin: 'https://shop.example' });
    expect(isFromAnotherOrigin(proxied, behindProxy)).toBe(false);
    expect(isFromAnotherOrigin(proxied, site)).toBe(true);
    const plainProxied = new Headers({ host: 'app:3000', 'x-forwarded-host': 'shop.example', origin: 'https://shop.example' });
    expect(isFromAnotherOrigin(plainProxied, behindProxy)).toBe(true);
  });
});
