import { checkReadiness } from '@/server/readiness';

export const dynamic = 'force-dynamic';

/** Readiness: the database answers and every migration is applied (503 otherwise). */
export async function GET(request: Request) {
  return checkReadiness(request);
}
