import 'server-only';
import http, { type IncomingMessage } from 'node:http';

/**
 * Next.js keeps a client-sent `X-Forwarded-For` as is and offers route handlers no socket address,
 * so without a trusted proxy any client could pick its own rate-limit bucket. The server process
 * stamps every request with the TCP peer address in this header, overwriting whatever the client sent.
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address';

const globalForPatch = globalThis as typeof globalThis & { socketAddressPatched?: boolean };

/** Installs the stamping on every HTTP server of this process (once). */
export function installSocketAddressHeader(): void {
  if (globalForPatch.socketAddressPatched) return;
  globalForPatch.socketAddressPatched = true;
  const originalEmit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown';
    }
    return originalEmit.apply(this, [event, ...args] as Parameters<typeof originalEmit>);
  } as typeof originalEmit;
}

/**
 * The client's IP: with `trustedProxyHops` > 0, the address the nearest trusted proxy appended to
 * `X-Forwarded-For`; otherwise the TCP peer.
 */
export function clientAddress(headers: Headers, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    const chain = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const fromProxy = chain[chain.length - trustedProxyHops] ?? chain[0];
    if (fromProxy) return fromProxy;
  }
  return headers.get(SOCKET_ADDRESS_HEADER) ?? 'unknown';
}
