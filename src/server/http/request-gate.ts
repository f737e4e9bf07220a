import type { OutgoingHttpHeaders, ServerOptions, ServerResponse } from 'node:http';
import { isApiPath } from '@/lib/routes/api-path';
import { allowHeader, PRIVATE_ANSWER_HEADERS, routeFor, type Route } from '@/lib/routes/route-table';
import { staticSecurityHeaders } from '@/security/security-headers';
import { answerThenClose } from './lingering-close';

/**
 * What every request meets first (src/server/http/astro-server.ts), before a file or an Astro route answers it:
 * - TRACE (and TRACK, CONNECT) are refused on every path, and any method the path does not take (src/lib/routes/route-table.ts).
 * - An absolute-form request line (`GET http://evil.example/en HTTP/1.1`) is served as its path on this host.
 * - A page path with a trailing slash (`/en/`) is redirected (308) to the one URL of the page (`/en`), so a page has
 *   one address for search engines and caches.
 * - A request whose body stalls is not held for Node's default requestTimeout, 300 s.
 */

/** Generous for a 16 KB form on a slow phone, short enough that stalled connections do not pile up. */
const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_TIMEOUT_MS = 20_000;

const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

type RequestVerdict =
  | { kind: 'pass'; url: string; route: Route }
  | { kind: 'redirect'; status: 308; location: string; isPrivate?: boolean }
  | { kind: 'refuse'; status: 405; allow: string; isPrivate?: boolean }
  | { kind: 'refuse'; status: 400 };

/** The origin-form target (`/path?query`) of a request line, or undefined when it has none. */
function originFormOf(target: string): string | undefined {
  if (target.startsWith('/')) return target;
  // Absolute form (RFC 9112 §3.2.2), which proxies send: this server serves one site, so the authority is dropped.
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return `${url.pathname}${url.search}`;
    } catch {
      return undefined;
    }
  }
  return undefined; // Asterisk (`OPTIONS *`) and authority forms.
}

/** Whether the request may go on, and with which target; or how to refuse it. */
export function judgeRequest(method: string, target: string): RequestVerdict {
  const url = originFormOf(target);
  if (url === undefined) return { kind: 'refuse', status: 400 };
  const pathname = url.split('?')[0] ?? url;
  const route = routeFor(pathname);
  const privacy = route.isPrivate ? { isPrivate: true } : {};
  // The contact API words its own 405 in the visitor's language, as its envelope does every answer.
  const isMethodRefused = !route.methods.some((taken) => taken === method) && !route.wordsOwnRefusals;
  if (FORBIDDEN_METHODS.has(method) || isMethodRefused) {
    return { kind: 'refuse', status: 405, allow: allowHeader(route), ...privacy };
  }
  if (!isApiPath(pathname) && pathname.length > 1 && pathname.endsWith('/')) {
    // Leading slashes collapse too: `//evil.example/` must not become the protocol-relative `//evil.example`.
    const location = `/${pathname.replace(/^\/+|\/+$/g, '')}${url.slice(pathname.length)}`;
    return { kind: 'redirect', status: 308, location, ...privacy };
  }
  return { kind: 'pass', url, route };
}

/** The redirect of a path with a trailing slash; `hasBody`: the request carries a body, which is not read. */
export function redirect(response: ServerResponse, verdict: Extract<RequestVerdict, { kind: 'redirect' }>, hasBody: boolean): void {
  const headers: OutgoingHttpHeaders = {
    ...Object.fromEntries(staticSecurityHeaders.map(({ key, value }) => [key, value])),
    Location: verdict.location,
    'Cache-Control': 'no-cache',
    ...(verdict.isPrivate ? PRIVATE_ANSWER_HEADERS : {}),
  };
  // Kept alive, the connection would first read the whole body to find the next request.
  if (hasBody) return answerThenClose(response.req, response, verdict.status, headers, '');
  response.writeHead(verdict.status, { ...headers, 'Content-Length': 0 });
  response.end();
}

/** A refusal; the request's body, if any, is not read, so its connection is closed after the answer. */
export function refuse(response: ServerResponse, verdict: Extract<RequestVerdict, { kind: 'refuse' }>): void {
  const msg = verdict.status === 405 ? 'Method Not Allowed' : 'Bad Request';
  const headers: OutgoingHttpHeaders = Object.fromEntries(staticSecurityHeaders.map(({ key, value }) => [key, value]));
  if (verdict.status === 405) {
    headers.Allow = verdict.allow;
    if (verdict.isPrivate) Object.assign(headers, PRIVATE_ANSWER_HEADERS);
  }
  const answerHeaders = { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
  answerThenClose(response.req, response, verdict.status, answerHeaders, JSON.stringify({ success: false, msg }));
}

/**
 * The server's timeouts, for `createServer`. Node's defaults hold a stalled body 300 s and stalled headers 60 s, and
 * look for expired connections every 30 s, so a stalled body was closed 30 to 60 s after it began; checked every 5 s,
 * within 35 s.
 */
export const SERVER_TIMEOUTS: ServerOptions = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  headersTimeout: HEADERS_TIMEOUT_MS,
  connectionsCheckingInterval: 5_000,
};
