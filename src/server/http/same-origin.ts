/**
 * True for a browser request sent from another site. `Sec-Fetch-Site` (all current browsers) or
 * `Origin` must match the request's own host; requests with neither (curl, servers) pass.
 */
export function isCrossOriginRequest(headers: Headers, trustProxy: boolean): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  const host = (trustProxy ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined) ?? headers.get('host');
  if (!host) return true;
  try {
    return new URL(origin).host !== host.toLowerCase();
  } catch {
    return true; // `Origin: null` (sandboxed frames, file://) and garbage.
  }
}
