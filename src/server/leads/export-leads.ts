import 'server-only';
import { timingSafeEqual, createHash } from 'node:crypto';
import { env } from '@/env';
import { getDatabase } from '@/server/db/client';
import { describeError } from '@/server/error-cause';
import { createRequestLogger } from '@/server/logger';
import { toLeadsCsv } from './leads-csv';
import { listLeads, toExportStatus } from './list-leads';

/** Constant-time comparison of the bearer token with ADMIN_TOKEN (hashing first equalises lengths). */
export function isAuthorized(header: string | null, adminToken: string): boolean {
  const presented = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(adminToken)) && presented.length > 0;
}

/** `GET /api/leads[?status=new|spam|all&since=…]`: CSV (default) or JSON of the stored leads, for the operator holding ADMIN_TOKEN. */
export async function respondWithLeads(request: Request): Promise<Response> {
  const { requestId, log } = createRequestLogger(request);
  const headers = { 'Cache-Control': 'no-store', 'X-Request-Id': requestId };
  if (!env.ADMIN_TOKEN) return Response.json({ success: false, msg: 'Not found' }, { status: 404, headers });
  if (!isAuthorized(request.headers.get('authorization'), env.ADMIN_TOKEN)) {
    log.warn('leads export refused: bad or missing token');
    return Response.json(
      { success: false, msg: 'Unauthorized' },
      { status: 401, headers: { ...headers, 'WWW-Authenticate': 'Bearer' } },
    );
  }
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
}
