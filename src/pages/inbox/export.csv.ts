import type { APIRoute } from 'astro';
import { getDatabase } from '@/server/db/client';
import { recordExport } from '@/server/inbox/export-records';
import { exportInboxLeads, leadFilterQuery, parseLeadFilter } from '@/server/inbox/lead-list';
import { toLeadsCsv } from '@/server/leads/leads-csv';
import { methodNotAllowed } from '../api/_method-not-allowed';
import type { InboxAccess } from '@/lib/inbox-access';

export const prerender = false;
export const access: InboxAccess = 'admin';

/**
 * The posted filter's leads as CSV (every page), newest first, for a spreadsheet (a byte-order mark, so Excel reads
 * Chinese names right) with the export's formula guard; the export is an event. Admins only
 * (src/middleware.ts). A POST from the list's own form, never a GET: an `<img src>` or a link elsewhere must not make
 * an export in an admin's name.
 */
export const POST: APIRoute = async ({ request, locals }) => {
  if (!locals.person) return new Response(null, { status: 401 });
  const form = await request.formData().catch(() => new FormData());
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === 'string') fields.append(name, value);
  const filter = { ...parseLeadFilter(fields), cursor: undefined };
  const { db } = await getDatabase();
  const records = await exportInboxLeads(db, filter, locals.person.id);
  await recordExport(db, locals.person, leadFilterQuery(filter), records.length);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toLeadsCsv(records, { byteOrderMark: true }), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="leads-${filter.folder}-${day}.csv"` },
  });
};

export const ALL = methodNotAllowed;
