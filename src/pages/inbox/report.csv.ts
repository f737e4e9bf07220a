import type { APIRoute } from 'astro';
import { getDatabase } from '@/server/db/client';
import { toResponseReportCsv } from '@/server/inbox/response-report-csv';
import { loadReportFigures, reportPeriodOf } from '@/server/inbox/response-report';
import { viewerTimeZoneOf } from '@/server/inbox/viewer-time';
import { methodNotAllowed } from '../api/_method-not-allowed';
import type { InboxAccess } from '@/lib/inbox-access';

export const prerender = false;
export const access: InboxAccess = 'admin';

/**
 * The response report's figures as CSV, for the period the report page shows (`?weeks=`), weeks in the viewer's time
 * zone, with routing's per team and per person rung first. A GET, unlike the leads' export (a POST, since it is recorded
 * as an event): it changes and records nothing, and holds no lead's data, only counts and the names of the people and
 * teams. Admins only (src/middleware.ts).
 */
export const GET: APIRoute = async ({ request, url }) => {
  const weeks = reportPeriodOf(url.searchParams);
  const now = new Date();
  const { db } = await getDatabase();
  const timeZone = viewerTimeZoneOf(request.headers);
  const { report, routing } = await loadReportFigures(db, { now, timeZone, weeks });
  const day = now.toISOString().slice(0, 10);
  return new Response(toResponseReportCsv(report, routing), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="response-times-${weeks}w-${day}.csv"` },
  });
};

export const HEAD = GET;
export const ALL = methodNotAllowed;
