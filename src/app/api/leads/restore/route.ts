import { respondToRestore } from '@/server/operator/restore-endpoint';

export const dynamic = 'force-dynamic';

/** Spam leads filed by mistake back to `new`, notified once, behind ADMIN_TOKEN. */
export async function POST(request: Request) {
  return respondToRestore(request);
}
