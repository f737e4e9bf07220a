import type { APIRoute } from 'astro';
import { respondWithMetrics } from '@/server/operator/outbox-endpoints';

export const prerender = false;

/** Prometheus metrics (undelivered lead notifications), behind ADMIN_TOKEN. */
export const GET: APIRoute = ({ request }) => respondWithMetrics(request);
