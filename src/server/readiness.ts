import { getDatabase, isDatabaseReady } from '@/server/db/client';
import { describeError } from '@/server/error-cause';
import { createRequestLogger } from '@/server/logger';

/** `/api/ready`: 200 when the database answers with every migration applied, else 503. */
export async function checkReadiness(request: Request): Promise<Response> {
  const { requestId, log } = createRequestLogger(request);
  const headers = { 'Cache-Control': 'no-store', 'X-Request-Id': requestId };
  try {
    const { db, kind } = await getDatabase();
    if (await isDatabaseReady(db)) return Response.json({ success: true, msg: 'ready', data: { database: kind } }, { headers });
    return Response.json({ success: false, msg: 'migrations pending' }, { status: 503, headers });
  } catch (error) {
    log.warn({ err: describeError(error) }, 'readiness check failed');
    return Response.json({ success: false, msg: 'database unavailable' }, { status: 503, headers });
  }
}
