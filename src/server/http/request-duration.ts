import type { IncomingMessage, ServerResponse } from 'node:http';
import { Histogram } from 'prom-client';
import { routeFor } from '@/lib/routes/route-table';
import { metricsRegistry } from '@/server/metrics/registry';

/** Methods the site knows; any other one a client sends is counted as `other`, so a label cannot grow without bound. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request reaching the server to its answer ending, by route area, method and status class (2xx, 3xx, 4xx, 5xx)',
  labelNames: ['area', 'method', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** The path of a request line's target, in any of its forms (`/en`, `http://host/en`, `*`). */
function pathnameOf(target: string): string {
  try {
    return new URL(target, 'http://localhost').pathname;
  } catch {
    return '/';
  }
}

/**
 * Times a request until its answer ends or its connection closes, whoever answers it (the gate, a file, a route). The
 * area is the route's (src/lib/routes/route-table.ts), from the request line's path.
 */
export function timeRequest(request: IncomingMessage, response: ServerResponse): void {
  const stop = requestDuration.startTimer();
  const area = routeFor(pathnameOf(request.url ?? '/')).area;
  const method = KNOWN_METHODS.has(request.method ?? '') ? (request.method ?? 'other') : 'other';
  response.once('close', () => stop({ area, method, status_class: `${Math.floor(response.statusCode / 100)}xx` }));
}
