import { getDatabase } from '@/server/db/client';
import { readJsonBody } from '@/server/http/read-limited-body';
import { leadSettings } from '@/server/settings/lead-settings';
import { restoreLeads } from '@/server/leads/spam-queries';
import { routeLeads } from '@/server/routing/route-lead';
import { parseLeadIds, unknownLeadsMessage } from './lead-ids';
import { databaseUnavailable, respondToOperator } from './operator-endpoint';

/** The `ids` of a `{ "ids": [...] }` body, or undefined. */
function idsOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'ids' in body ? body.ids : undefined;
}

/**
 * `POST /api/leads/restore` with `{ "ids": [...] }`: leads filed as spam by mistake become `new` and are notified
 * once (`npm run leads:restore` while a server holds PGlite). All or nothing: an unknown id changes no lead.
 */
export function respondToRestore(request: Request): Promise<Response> {
  return respondToOperator(request, async (operator) => {
    const { log, headers } = operator;
    const parsed = parseLeadIds(idsOf(await readJsonBody(request)));
    if (!parsed.ok) return Response.json({ success: false, msg: parsed.msg }, { status: 400, headers });
    try {
      const { db } = await getDatabase();
      const result = await restoreLeads(db, parsed.ids, leadSettings.channels);
      if (result.kind === 'unknown-ids') {
        log.warn({ unknownIds: result.ids }, 'restore refused: unknown lead ids');
        return Response.json({ success: false, msg: unknownLeadsMessage(result.ids) }, { status: 404, headers });
      }
      await routeLeads(result.restored, db, new Date());
      log.info({ restored: result.restored, alreadyNew: result.alreadyNew }, 'spam leads restored');
      return Response.json({ success: true, msg: 'ok', data: { restored: result.restored, alreadyNew: result.alreadyNew } }, { headers });
    } catch (error) {
      return databaseUnavailable(operator, error, 'restore of spam leads failed');
    }
  });
}
