import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process's one Prometheus registry, served by `GET /api/metrics`: prom-client's default metrics (memory, heap,
 * event-loop lag, GC, handles), the request durations (src/server/http/request-duration.ts) and the leads' gauges
 * (src/server/operator/outbox-endpoints.ts).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });
