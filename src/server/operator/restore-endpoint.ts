import { getDatabase } from '@/server/db/client';
import { describeError } from '@/server/error-cause';
import { refuseUnlessAdmin } from '@/server/http/admin-access';
import { readLimitedBody } from '@/server/http/read-limited-body';
import { leadSettings } from '@/server/leads/lead-settings';
import { restoreLeads } from '@/server/leads/spam-queries';
import { createRequestLogger } from '@/server/logger';
import { parseLeadIds, unknownLeadsMessage } from './lead-ids';

function readIds(text: string): ReturnType<typeof parseLeadIds> {
  try {
    const body: unknown = JSON.parse(text);
    const ids = typeof body === 'object' && body !== null && 'ids' in body ? body.ids : undefined;
    return parseLeadIds(ids);
  } catch {
    return parseLeadIds(undefined);
  }
}

/**
 * `POST /api/leads/restore` with `{ "ids": [...] }`: leads filed as spam by mistake become `new` and are notified
 * once (`npm run leads:restore` while a server holds PGlite). All or nothing: an unknown id changes no lead.
 */
export async function respondToRestore(request: Request): Promise<Response> {
  const { requestId, log } = createRequestLogger(request);
  const headers = { 'Cache-Control': 'no-store', 'X-Request-Id': requestId };
  const refusal = refuseUnlessAdmin(request, headers, log);
  if (refusal) return refusal;
  const body = await readLimitedBody(request);
  const parsed = body.ok ? readIds(body.text) : parseLeadIds(undefined);
  if (!parsed.ok) return Response.json({ success: false, msg: parsed.msg }, { status: 400, headers });
  try {
    const result = await restoreLeads((await getDatabase()).db, parsed.ids, leadSettings.channels);
    if (result.kind === 'unknown-ids') {
      log.warn({ unknownIds: result.ids }, 'restore refused: unknown lead ids');
      return Response.json({ success: false, msg: unknownLeadsMessage(result.ids) }, { status: 404, headers });
    }
    log.info({ restored: result.restored, alreadyNew: result.alreadyNew }, 'spam leads restored');
    return Response.json({ success: true, msg: 'ok', data: { restored: result.restored, alreadyNew: result.alreadyNew } }, { headers });
  } catch (error) {
    log.error({ err: describeError(error) }, 'restore of spam leads failed');
    return Response.json({ success: false, msg: 'database unavailable' }, { status: 503, headers: { ...headers, 'Retry-After': '30' } });
  }
}
