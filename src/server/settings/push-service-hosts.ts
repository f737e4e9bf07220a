// Which push services the server posts to (PUSH_SERVICE_HOSTS, src/env.ts): a browser's subscription names its push
// service's URL, and the server later POSTs each lead to it. Only the services listed may be named, so a signed-in
// person cannot make the server post to any other address (an internal one, say).

/** One entry of PUSH_SERVICE_HOSTS: a host name, or every name below a domain (`*.push.apple.com`), and a port. */
export interface PushServiceHost {
  name: string;
  isWildcard: boolean;
  port: string;
}

const HTTPS_DEFAULT_PORT = '443';

/** The entries of a PUSH_SERVICE_HOSTS value (src/env.ts has checked its form). */
export function parsePushServiceHosts(spec: string): PushServiceHost[] {
  return spec
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [host = '', port = HTTPS_DEFAULT_PORT] = entry.split(':');
      const isWildcard = host.startsWith('*.');
      return { name: isWildcard ? host.slice(2) : host, isWildcard, port };
    });
}

/**
 * Whether the server may post to `endpoint`: https, no credentials or fragment, on a listed host and port. A wildcard
 * entry matches any name below its domain, never the domain itself nor a name that merely ends the same way
 * (`evilpush.apple.com` is not below `push.apple.com`).
 */
export function isAllowedPushEndpoint(endpoint: string, hosts: ReadonlyArray<PushServiceHost>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.hash !== '') return false;
  // URL gives '' for the scheme's default port and lower-cases the host.
  const port = url.port || HTTPS_DEFAULT_PORT;
  return hosts.some((host) => host.port === port && (host.isWildcard ? url.hostname.endsWith(`.${host.name}`) : url.hostname === host.name));
}
