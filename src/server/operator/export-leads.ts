import { getDatabase } from '@/server/db/client';
import { describeError } from '@/server/error-cause';
import { toLeadsCsv } from '@/server/leads/leads-csv';
import { listLeads, toExportStatus } from '@/server/leads/lead-export';
import { respondToOperator } from './operator-endpoint';

/** `GET /api/leads[?status=new|spam|all&since=…]`: CSV (default) or JSON of the stored leads, for the operator holding ADMIN_TOKEN. */
export function respondWithLeads(request: Request): Promise<Response> {
  return respondToOperator(request, async ({ log, headers }) => {
    const { searchParams } = new URL(request.url);
    const status = toExportStatus(searchParams.get('status'));
    if (!status) return Response.json({ success: false, msg: 'status must be new, spam or all' }, { status: 400, headers });
    const sinceParam = searchParams.get('since');
    const since = sinceParam ? new Date(sinceParam) : undefined;
    if (since && Number.isNaN(since.getTime())) {
      return Response.json({ success: false, msg: 'since must be an ISO date' }, { status: 400, headers });
    }
    try {
      const { db } = await getDatabase();
      const records = await listLeads(db, { since, status });
      log.info({ count: records.length }, 'leads exported');
      if ((request.headers.get('accept') ?? '').includes('application/json')) {
        return Response.json({ success: true, msg: 'ok', data: records }, { headers });
      }
      return new Response(toLeadsCsv(records), {
        headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="leads.csv"' },
      });
    } catch (error) {
      log.error({ err: describeError(error) }, 'leads export failed');
      return Response.json({ success: false, msg: 'database unavailable' }, { status: 503, headers });
    }
  });
}
