import { respondToRetry } from '@/server/operator/outbox-endpoints';

export const dynamic = 'force-dynamic';

/** Failed lead notifications back in the queue, behind ADMIN_TOKEN. */
export async function POST(request: Request) {
  return respondToRetry(request);
}
