// The inbox's list: one folder, newest first, filtered by country, date range, "assigned to me", the routing team a
// lead belongs to and a search over name, mobile and message (a trigram index, migration 0009) that looks in every
// folder unless narrowed to one, paged by a cursor on (created_at, id). The same filter feeds the CSV export.
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { getCountries, type CountryCode } from 'libphonenumber-js/min';
import type { LeadFilter } from '@/lib/inbox/lead-list-types';
import { DEFAULT_FOLDER, findWord, LEAD_FOLDERS, type LeadSource, type LeadStatus } from '@/lib/inbox/vocabulary';
import { readableLine } from '@/lib/lead-text';
import type { Database } from '@/server/db/client';
import { authUsers, leadRouting, leads } from '@/server/db/schema';
import type { ExportRecord } from '@/server/leads/leads-csv';
import { exportColumns, toExportRecord } from '@/server/leads/lead-export';
import { phoneSearchDigits } from './phone-search';

export const PAGE_SIZE = 25;
const MAX_SEARCH_LENGTH = 100;
const MAX_CURSOR_LENGTH = 200;
const countryCodes = new Set<string>(getCountries());
const TEAM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isCountryCode = (code: string | undefined): code is CountryCode => code !== undefined && countryCodes.has(code);

/** A part of the filter that could not be read and was left out; the list says so in the viewer's language. */
export type FilterProblem = 'folder' | 'search' | 'country' | 'dates' | 'cursor' | 'team';

/** `YYYY-MM-DD` naming a real day (not 2026-02-30). */
function isIsoDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/**
 * The filter of a query string (the list page, its live rows, the export), and what of it was left out. Nothing a
 * person or a crafted link sends is refused outright: an unreadable part is dropped and named, so the list still
 * answers. Control characters never reach the database (PostgreSQL refuses NUL in text).
 */
export function readLeadFilter(params: URLSearchParams): { filter: LeadFilter; problems: FilterProblem[] } {
  const problems = new Set<FilterProblem>();
  const value = (name: string) => params.get(name) || undefined;
  const folderValue = value('folder');
  const folder = findWord(LEAD_FOLDERS, folderValue) ?? DEFAULT_FOLDER;
  if (folderValue && folder !== folderValue) problems.add('folder');
  const search = readableLine(value('q') ?? '')?.trim();
  const q = search !== undefined && search.length <= MAX_SEARCH_LENGTH ? search : '';
  if (q === '' && value('q')?.trim()) problems.add('search');
  const countryValue = value('country')?.toUpperCase();
  const country = isCountryCode(countryValue) ? countryValue : undefined;
  if (countryValue && !country) problems.add('country');
  const day = (name: string) => {
    const text = value(name);
    if (text && !isIsoDay(text)) problems.add('dates');
    return text && isIsoDay(text) ? text : undefined;
  };
  const cursorValue = value('cursor');
  const cursor = cursorValue && cursorValue.length <= MAX_CURSOR_LENGTH && decodeCursor(cursorValue) ? cursorValue : undefined;
  if (cursorValue && !cursor) problems.add('cursor');
  const scope = value('scope') === 'folder' ? 'folder' : undefined;
  const teamValue = value('team')?.toLowerCase();
  const team = teamValue && TEAM_ID.test(teamValue) ? teamValue : undefined;
  if (teamValue && !team) problems.add('team');
  const filter: LeadFilter = { folder, q, scope, country, from: day('from'), to: day('to'), mine: value('mine') === '1' ? '1' : undefined, team, cursor };
  return { filter, problems: [...problems] };
}

/** The filter of a query string, leaving out what cannot be read. */
export function parseLeadFilter(params: URLSearchParams): LeadFilter {
  return readLeadFilter(params).filter;
}

/** The query string of a filter (without the cursor unless given), for links and the live list's requests. */
export function leadFilterQuery(filter: LeadFilter, cursor?: string): string {
  const params = new URLSearchParams();
  params.set('folder', filter.folder);
  if (filter.q) params.set('q', filter.q);
  if (filter.q && filter.scope) params.set('scope', filter.scope);
  if (filter.country) params.set('country', filter.country);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.mine) params.set('mine', '1');
  if (filter.team) params.set('team', filter.team);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/**
 * The list a lead was opened from: `list` is the list's query string that the list's links carry
 * (`/inbox/lead/<id>?list=<encoded query>`), read again as a filter and written back the same way, so nothing a
 * crafted link holds reaches the page; undefined without one.
 */
export function readListQuery(list: string | null | undefined): string | undefined {
  if (!list) return undefined;
  const { filter } = readLeadFilter(new URLSearchParams(list));
  return leadFilterQuery(filter, filter.cursor);
}

/** The way back from a lead to the list it was opened from (`readListQuery`), or to the inbox's first list. */
export function listReturnHref(listQuery: string | undefined): string {
  return listQuery ? `/inbox?${listQuery}` : '/inbox';
}

/** How many of the filter form's filters are set: the country, each date, "assigned to me", the team. */
export function countActiveFilters(filter: LeadFilter): number {
  return [filter.country, filter.from, filter.to, filter.mine, filter.team].filter(Boolean).length;
}

/** Whether the list shows every folder: a search not narrowed to its folder. */
export function isEveryFolder(filter: LeadFilter): boolean {
  return filter.q !== '' && filter.scope !== 'folder';
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

/**
 * The search as typed, and for a phone number the digits a stored mobile holds (src/server/inbox/phone-search.ts),
 * both over the text the trigram index covers. When the typed text holds those digits as they are, the digits alone
 * find all it would.
 */
function searchCondition(filter: LeadFilter): SQL {
  const typed = sql`${searchableText} ilike ${likePattern(filter.q)}`;
  const digits = phoneSearchDigits(filter.q, isCountryCode(filter.country) ? filter.country : undefined);
  if (digits === undefined) return typed;
  const number = sql`${searchableText} ilike ${likePattern(digits)}`;
  return filter.q.includes(digits) ? number : sql`(${typed} or ${number})`;
}

function whereOf(filter: LeadFilter, viewerId: string | undefined): SQL | undefined {
  const day = (value: string) => new Date(`${value}T00:00:00Z`);
  return and(
    isEveryFolder(filter) ? undefined : eq(leads.status, filter.folder),
    filter.country ? eq(leads.country, filter.country) : undefined,
    filter.from ? gte(leads.createdAt, day(filter.from)) : undefined,
    // `to` is the last day shown, whole.
    filter.to ? lt(leads.createdAt, new Date(day(filter.to).getTime() + 86_400_000)) : undefined,
    filter.mine && viewerId ? eq(leads.assignedTo, viewerId) : undefined,
    // The team routing gave the lead to (its primary key finds a lead's routing row).
    filter.team ? sql`exists (select 1 from ${leadRouting} where ${leadRouting.leadId} = ${leads.id} and ${leadRouting.teamId} = ${filter.team})` : undefined,
    filter.q ? searchCondition(filter) : undefined,
  );
}

/** One page of the folder the filter names (every folder for a search), newest first. */
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

/** Every lead the filter selects (all pages), newest first as the list shows them, as the export's records. */
export async function exportInboxLeads(db: Database, filter: LeadFilter, viewerId: string): Promise<ExportRecord[]> {
  const rows = await db.select(exportColumns).from(leads).where(whereOf(filter, viewerId)).orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map(toExportRecord);
}
