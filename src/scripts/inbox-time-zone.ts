// The inbox's pages show times in the viewer's time zone: the server formats them, and learns the zone from this
// cookie (src/server/inbox/viewer-time.ts). Set on every inbox page, so a phone that travels follows; a page shown
// before the cookie changed is reloaded once to show the right times.
const COOKIE = 'inbox_tz';

export function rememberTimeZone(doc: Document = document): boolean {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const current = /(?:^|;\s*)inbox_tz=([^;]*)/.exec(doc.cookie)?.[1];
  if (!zone || (current && decodeURIComponent(current) === zone)) return false;
  doc.cookie = `${COOKIE}=${encodeURIComponent(zone)}; Path=/inbox; Max-Age=31536000; SameSite=Lax`;
  return true;
}
