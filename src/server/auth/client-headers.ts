import { env } from '@/env';
import { clientAddress } from '@/server/http/client-address';

/** The header the auth library reads the client's address from (its `advanced.ipAddress.ipAddressHeaders`). */
const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * The headers the inbox hands the auth library: the session cookie, the user agent (stored with a session) and the
 * client's address as our server determined it (src/server/http/client-address.ts: the TCP peer, or the trusted
 * proxy's), overwriting anything the client sent under that name. Nothing else: the library's own origin checks are
 * for its HTTP endpoints, and the inbox's posts pass ours (src/middleware.ts) before they get here.
 */
export function authHeadersOf(requestHeaders: Headers): Headers {
  const headers = new Headers();
  for (const name of ['cookie', 'user-agent']) {
    const value = requestHeaders.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(requestHeaders, env.TRUST_PROXY));
  return headers;
}

/** The client's address in headers made by `authHeadersOf`. */
export function clientAddressOf(headers: Headers | undefined): string {
  return headers?.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
