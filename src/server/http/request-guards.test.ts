import { describe, expect, it } from 'vitest';
import { clientAddress, SOCKET_ADDRESS_HEADER } from './client-address';
import { isCrossOriginRequest } from './same-origin';

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

describe('isCrossOriginRequest', () => {
  const base = { host: 'shop.example:3000' };
  it('allows same-origin browsers and clients without Origin', () => {
    expect(isCrossOriginRequest(new Headers(base), false)).toBe(false);
    expect(isCrossOriginRequest(new Headers({ ...base, origin: 'http://shop.example:3000', 'sec-fetch-site': 'same-origin' }), false)).toBe(false);
  });

  it('refuses other origins, other sites and opaque origins', () => {
    expect(isCrossOriginRequest(new Headers({ ...base, origin: 'https://evil.example' }), false)).toBe(true);
    expect(isCrossOriginRequest(new Headers({ ...base, 'sec-fetch-site': 'cross-site' }), false)).toBe(true);
    expect(isCrossOriginRequest(new Headers({ ...base, 'sec-fetch-site': 'same-site' }), false)).toBe(true);
    expect(isCrossOriginRequest(new Headers({ ...base, origin: 'null' }), false)).toBe(true);
  });

  it('compares with X-Forwarded-Host only behind a trusted proxy', () => {
    const proxied = new Headers({ host: 'app:3000', 'x-forwarded-host': 'shop.example', origin: 'https://shop.example' });
    expect(isCrossOriginRequest(proxied, true)).toBe(false);
    expect(isCrossOriginRequest(proxied, false)).toBe(true);
  });
});
