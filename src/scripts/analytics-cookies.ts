/**
 * The cookies gtag.js sets: `_ga` (the visitor) and `_ga_<container>` (the session), on the widest domain the
 * browser lets it (`.example.com` for www.example.com), path `/`. Universal Analytics' `_gid` and `_gat*` are
 * named too: a visitor may still carry them.
 */
const ANALYTICS_COOKIE = /^(_ga|_ga_[A-Za-z0-9]+|_gid|_gat(_.*)?)$/;

/** The domains a cookie of this page may have been set on: the host itself and each parent (`a.b.c` → `b.c`, `c`). */
function cookieDomainsOf(hostname: string): string[] {
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/**
 * Deletes the analytics cookies this page can see, on every domain they could have been set on (a cookie is deleted
 * only with the domain and path it was set with; the browser ignores a domain it would refuse). A cookie set on a
 * domain this site does not own, or by Google's own servers, is out of the page's reach.
 */
export function deleteAnalyticsCookies(doc: Document = document): void {
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => ANALYTICS_COOKIE.test(name));
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  for (const name of new Set(names)) {
    doc.cookie = `${name}=; ${expired}`;
    for (const domain of cookieDomainsOf(doc.location.hostname)) doc.cookie = `${name}=; ${expired}; domain=${domain}`;
  }
}
