import { env } from '@/env';

interface OriginContext {
  /** Whether a proxy in front of us is trusted (TRUST_PROXY): then X-Forwarded-Host and -Proto name the request's origin. */
  trustProxy: boolean;
  /** The site's public origin (SITE_URL's), which a browser may also name. */
  siteOrigin: string;
}

/** `scheme://host[:port]` as the URL standard serialises an origin (default ports dropped, host in lower case). */
function originOf(scheme: string, host: string): string | undefined {
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * True for a browser request sent from another origin (scheme, host and port compared). `Sec-Fetch-Site`, which every
 * current browser sends and no page can forge, must say `same-origin` (or `none`: typed by the person) when present;
 * and `Origin`, when present, must be the request's own origin (`http://` and its Host, as this server speaks plain
 * HTTP, or what a trusted proxy forwards) or the site's public one. Requests with neither header (curl, servers) pass:
 * they carry no browser's cookies.
 */
export function isFromAnotherOrigin(headers: Headers, { trustProxy, siteOrigin }: OriginContext): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  const forwarded = (name: string) => (trustProxy ? headers.get(name)?.split(',')[0]?.trim() || undefined : undefined);
  const host = forwarded('x-forwarded-host') ?? headers.get('host');
  if (!host) return true;
  const scheme = forwarded('x-forwarded-proto')?.toLowerCase() === 'https' ? 'https' : 'http';
  const ownOrigins = new Set([originOf(scheme, host), siteOrigin]);
  // `Origin: null` (sandboxed frames, file://) and garbage match neither.
  return !ownOrigins.has(origin.toLowerCase());
}

/** Whether a request comes from another origin than this site, with this server's settings (TRUST_PROXY, SITE_URL). */
export function isCrossOriginRequest(headers: Headers): boolean {
  return isFromAnotherOrigin(headers, { trustProxy: env.TRUST_PROXY > 0, siteOrigin: new URL(env.SITE_URL).origin });
}
