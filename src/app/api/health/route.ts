import { createRequestLogger } from '@/server/logger';

export const dynamic = 'force-dynamic';

/** Liveness: the process answers. */
export function GET(request: Request) {
  const { requestId } = createRequestLogger(request);
  return Response.json({ success: true, msg: 'ok' }, { headers: { 'Cache-Control': 'no-store', 'X-Request-Id': requestId } });
}
