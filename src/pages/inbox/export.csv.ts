import type { APIRoute } from 'astro';
import { getDatabase } from '@/server/db/client';
import { recordExport } from '@/server/inbox/lead-actions';
import { exportInboxLeads, leadFilterQuery, parseLeadFilter } from '@/server/inbox/lead-list';
import { toLeadsCsv } from '@/server/leads/leads-csv';

export const prerender = false;

/** The current filter's leads as CSV (every page), with the export's formula guard; the export is an event. Admins only (src/middleware.ts). */
export const GET: APIRoute = async ({ url, locals }) => {
  if (!locals.person) return new Response(null, { status: 401 });
  const filter = { ...parseLeadFilter(url.searchParams), cursor: undefined };
  const { db } = await getDatabase();
  const records = await exportInboxLeads(db, filter, locals.person.id);
  await recordExport(db, locals.person, leadFilterQuery(filter), records.length);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toLeadsCsv(records), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="leads-${filter.folder}-${day}.csv"` },
  });
};
