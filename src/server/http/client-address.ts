import { isIP } from 'node:net';

/**
 * A route handler sees a `Request`, with no socket address, and a client-sent `X-Forwarded-For` as is: without a
 * trusted proxy any client could pick its own rate-limit bucket. The server (astro-server.ts) stamps every request
 * with the TCP peer address in this header, overwriting whatever the client sent. `astro dev` does not: there, the
 * header is whatever the client sent.
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address';

/**
 * The client's IP: with `trustedProxyHops` > 0, the address the nearest trusted proxy appended to
 * `X-Forwarded-For` when it is an IP address; otherwise the TCP peer.
 */
export function clientAddress(headers: Headers, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    const chain = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const fromProxy = chain[chain.length - trustedProxyHops] ?? chain[0];
    // Anything but an address (`garbage-z`, `unknown`, a port) would be a rate-limit bucket of the client's choosing.
    if (fromProxy && isIP(fromProxy) !== 0) return fromProxy;
  }
  return headers.get(SOCKET_ADDRESS_HEADER) ?? 'unknown';
}
