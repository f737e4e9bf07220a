import { respondWithMetrics } from '@/server/operator/outbox-endpoints';

export const dynamic = 'force-dynamic';

/** Prometheus metrics (undelivered lead notifications), behind ADMIN_TOKEN. */
export async function GET(request: Request) {
  return respondWithMetrics(request);
}
