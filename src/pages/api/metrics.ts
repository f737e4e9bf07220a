import type { APIRoute } from 'astro';
import { respondWithMetrics } from '@/server/operator/outbox-endpoints';
import { methodNotAllowed } from './_method-not-allowed';

export const prerender = false;

/** Prometheus metrics (the process, request durations, undelivered lead notifications), behind ADMIN_TOKEN. */
export const GET: APIRoute = ({ request }) => respondWithMetrics(request);
export const HEAD = GET;
export const ALL = methodNotAllowed;
