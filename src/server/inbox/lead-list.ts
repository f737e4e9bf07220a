// The inbox's list: one folder, newest first, filtered by country, date range, "assigned to me" and a search over
// name, mobile and message (a trigram index, migration 0009), paged by a cursor on (created_at, id). The same filter
// feeds the CSV export.
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { getCountries } from 'libphonenumber-js/min';
import { z } from 'zod';
import type { Database } from '@/server/db/client';
import { authUsers, LEAD_STATUSES, leads, type LeadSource, type LeadStatus } from '@/server/db/schema';
import type { ExportRecord } from '@/server/leads/leads-csv';
import { exportColumns, toExportRecord } from '@/server/leads/queries';

export const PAGE_SIZE = 25;
const MAX_SEARCH_LENGTH = 100;
const countryCodes = new Set<string>(getCountries());
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

/** The list's filter as the query string carries it; anything unreadable is left out rather than refused. */
const leadFilterSchema = z.object({
  folder: z.enum(LEAD_STATUSES).catch('new'),
  q: z.string().trim().max(MAX_SEARCH_LENGTH).catch(''),
  country: z.string().refine((value) => countryCodes.has(value)).optional().catch(undefined),
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
  mine: z.literal('1').optional().catch(undefined),
  cursor: z.string().max(200).optional().catch(undefined),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

/** The filter of a query string (the list page, its live rows, the export). */
export function parseLeadFilter(params: URLSearchParams): LeadFilter {
  const value = (name: string) => params.get(name) || undefined;
  return leadFilterSchema.parse({
    folder: value('folder'),
    q: value('q') ?? '',
    country: value('country')?.toUpperCase(),
    from: value('from'),
    to: value('to'),
    mine: value('mine'),
    cursor: value('cursor'),
  });
}

/** The query string of a filter (without the cursor unless given), for links and the live list's requests. */
export function leadFilterQuery(filter: LeadFilter, cursor?: string): string {
  const params = new URLSearchParams();
  params.set('folder', filter.folder);
  if (filter.q) params.set('q', filter.q);
  if (filter.country) params.set('country', filter.country);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.mine) params.set('mine', '1');
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

export interface LeadListRow {
  id: string;
  createdAt: Date;
  name: string;
  country: string;
  mobile: string;
  /** The message's first line. */
  firstLine: string;
  status: LeadStatus;
  source: LeadSource;
  assigneeName: string | null;
  isErased: boolean;
}

export interface LeadListPage {
  rows: LeadListRow[];
  /** The cursor of the next page, when there is one. */
  nextCursor?: string;
}

function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } | undefined {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !id || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  return { createdAt, id };
}

/** `%` and `_` typed in a search mean themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The expression the trigram index covers: the same text must be written here and in the schema. */
const searchableText = sql`(${leads.name} || ' ' || ${leads.mobile} || ' ' || ${leads.message})`;

function whereOf(filter: LeadFilter, viewerId: string | undefined): SQL | undefined {
  const day = (value: string) => new Date(`${value}T00:00:00Z`);
  return and(
    eq(leads.status, filter.folder),
    filter.country ? eq(leads.country, filter.country) : undefined,
    filter.from ? gte(leads.createdAt, day(filter.from)) : undefined,
    // `to` is the last day shown, whole.
    filter.to ? lt(leads.createdAt, new Date(day(filter.to).getTime() + 86_400_000)) : undefined,
    filter.mine && viewerId ? eq(leads.assignedTo, viewerId) : undefined,
    filter.q ? sql`${searchableText} ilike ${likePattern(filter.q)}` : undefined,
  );
}

/** One page of the folder the filter names, newest first. */
export async function listInboxLeads(db: Database, filter: LeadFilter, viewerId: string): Promise<LeadListPage> {
  const after = filter.cursor ? decodeCursor(filter.cursor) : undefined;
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      name: leads.name,
      country: leads.country,
      mobile: leads.mobile,
      firstLine: sql<string>`split_part(${leads.message}, E'\\n', 1)`,
      status: leads.status,
      source: leads.source,
      assigneeName: authUsers.name,
      erasedAt: leads.erasedAt,
    })
    .from(leads)
    .leftJoin(authUsers, eq(authUsers.id, leads.assignedTo))
    .where(
      and(
        whereOf(filter, viewerId),
        after ? or(lt(leads.createdAt, after.createdAt), and(eq(leads.createdAt, after.createdAt), lt(leads.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(PAGE_SIZE + 1);
  const page = rows.slice(0, PAGE_SIZE).map(({ erasedAt, ...row }) => ({ ...row, isErased: erasedAt !== null }));
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor(last) : undefined };
}

/** Every lead the filter selects (all pages), oldest first, as the export's records. */
export async function exportInboxLeads(db: Database, filter: LeadFilter, viewerId: string): Promise<ExportRecord[]> {
  const rows = await db.select(exportColumns).from(leads).where(whereOf(filter, viewerId)).orderBy(leads.createdAt, leads.id);
  return rows.map(toExportRecord);
}
