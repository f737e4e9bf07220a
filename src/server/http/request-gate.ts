import 'server-only';
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { staticSecurityHeaders } from '@/security/security-headers';
import { SOCKET_ADDRESS_HEADER } from './client-address';

/**
 * What every request meets before Next.js sees it. Next answers some requests badly, and has no hook that runs
 * first (proxy.ts runs after the request object is built, and not for its static files):
 * - TRACE (and TRACK, CONNECT): undici's Request refuses the method, so every path answered 500 and wrote a
 *   multi-line stack to the log. Any method but GET or HEAD on `/_next/static/*` answered 500 too.
 * - An absolute-form request line (`GET http://evil.example/en HTTP/1.1`) was answered with a 308 to that host.
 * - `x-middleware-rewrite` and `x-nextjs-*` headers told every client the internal route names.
 * - A request whose body stalls was held for Node's default requestTimeout, 300 s.
 * The production entry owns the HTTP server (scripts/standalone/graceful-server.cjs) and calls this first. The
 * build bundles this file for it into `.next/standalone/request-gate.cjs` (the bundle-request-gate step,
 * scripts/build/bundle-request-gate.mjs). `next dev` and `next start` run without it.
 */

/** Generous for a 16 KB form on a slow phone, short enough that stalled connections do not pile up. */
const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_TIMEOUT_MS = 20_000;

const PAGE_METHODS = 'GET, HEAD';
/** API routes that take a method other than GET or HEAD; Next's route handlers answer their other methods. */
const API_ALLOW: Readonly<Record<string, string>> = { '/api/contact': 'POST' };
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

type RequestVerdict =
  | { kind: 'pass'; url: string }
  | { kind: 'refuse'; status: 405; allow: string }
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

/** Whether Next may have the request, and with which target; or how to refuse it. */
export function judgeRequest(method: string, target: string): RequestVerdict {
  const url = originFormOf(target);
  if (url === undefined) return { kind: 'refuse', status: 400 };
  const pathname = url.split('?')[0] ?? url;
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  const allow = isApi ? (API_ALLOW[pathname] ?? PAGE_METHODS) : PAGE_METHODS;
  if (FORBIDDEN_METHODS.has(method)) return { kind: 'refuse', status: 405, allow };
  if (!isApi && method !== 'GET' && method !== 'HEAD') return { kind: 'refuse', status: 405, allow };
  return { kind: 'pass', url };
}

/**
 * Headers Next sets for itself. The app router's own fetches (`RSC: 1`) read a few x-nextjs-* headers
 * (next/dist/client/route-params.js and components/segment-cache/cache.js): those stay on RSC answers only.
 */
const INTERNAL_HEADER = /^x-middleware-|^x-nextjs-/i;
const READ_BY_NEXT_ROUTER = new Set([
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'x-nextjs-stale-time',
  'x-nextjs-postponed',
  'x-nextjs-prerender',
]);

function isInternalHeader(name: string, isRscRequest: boolean): boolean {
  return INTERNAL_HEADER.test(name) && !(isRscRequest && READ_BY_NEXT_ROUTER.has(name.toLowerCase()));
}

export function refuse(response: ServerResponse, verdict: Extract<RequestVerdict, { kind: 'refuse' }>): void {
  const msg = verdict.status === 405 ? 'Method Not Allowed' : 'Bad Request';
  const body = JSON.stringify({ success: false, msg });
  const headers: OutgoingHttpHeaders = Object.fromEntries(staticSecurityHeaders.map(({ key, value }) => [key, value]));
  if (verdict.status === 405) headers.Allow = verdict.allow;
  response.writeHead(verdict.status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    // The request's body, if any, is not read: a client must not send its next request on this connection.
    Connection: 'close',
  });
  response.end(body);
}

/** Removes the internal headers at the last moment, whichever way Next writes the head. */
function stripInternalHeaders(response: ServerResponse, isRscRequest: boolean): void {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithoutInternals(this: ServerResponse, ...args: unknown[]) {
    for (const name of this.getHeaderNames()) if (isInternalHeader(name, isRscRequest)) this.removeHeader(name);
    const headers = args.find((arg, index) => index > 0 && typeof arg === 'object' && arg !== null);
    if (Array.isArray(headers)) {
      // Raw form: [name, value, name, value, …] or [[name, value], …].
      const flat: unknown[] = headers.flat();
      const kept: unknown[] = [];
      for (let i = 0; i < flat.length; i += 2) if (!isInternalHeader(String(flat[i]), isRscRequest)) kept.push(flat[i], flat[i + 1]);
      args[args.indexOf(headers)] = kept;
    } else if (headers) {
      for (const name of Object.keys(headers)) if (isInternalHeader(name, isRscRequest)) delete (headers as Record<string, unknown>)[name];
    }
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as typeof response.writeHead;
}

/**
 * Judges one request before Next sees it: true when it was answered here; otherwise it is ready for Next, with its
 * origin-form target, the TCP peer's address in SOCKET_ADDRESS_HEADER and the internal headers kept off its answer.
 */
export function gateRequest(request: IncomingMessage, response: ServerResponse): boolean {
  const verdict = judgeRequest(request.method ?? '', request.url ?? '');
  if (verdict.kind === 'refuse') {
    refuse(response, verdict);
    return true;
  }
  request.url = verdict.url;
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown';
  stripInternalHeaders(response, request.headers.rsc === '1');
  return false;
}

/** Node's defaults hold a stalled body 300 s and stalled headers 60 s. */
export function applyTimeouts(server: Server): void {
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}
