// The operator's export (GET /api/leads, npm run leads:export) and the columns the inbox's export reads too: which
// leads, and each as the record the CSV and JSON exports write (./leads-csv.ts).
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { LeadStatus, SpamReason } from '@/lib/inbox/vocabulary';
import type { Database } from '@/server/db/client';
import { authUsers, leadEvents, leads } from '@/server/db/schema';
import type { ExportRecord } from './leads-csv';

/** Which leads an export lists: `new` (the default: what the sales team follows up), `spam` or `all`. */
const EXPORT_STATUSES = ['new', 'spam', 'all'] as const satisfies ReadonlyArray<LeadStatus | 'all'>;
type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** The export status a query string or flag names (`new` when absent), or undefined when it names none. */
export function toExportStatus(value: string | null | undefined): ExportStatus | undefined {
  if (value === null || value === undefined) return 'new';
  return EXPORT_STATUSES.find((status) => status === value);
}

interface ListLeadsOptions {
  since?: Date;
  status?: ExportStatus;
}

/**
 * A column of `leads` named with its table, for a subquery that refers to the row it is in: in a query of one table,
 * drizzle names columns alone, which inside the subquery would mean the subquery's own table's.
 */
const outerLeads = (column: typeof leads.id | typeof leads.assignedTo) => sql`${leads}.${sql.identifier(column.name)}`;

/**
 * The columns an export reads (./leads-csv.ts), for `select` from `leads` (the assignee's name and the last note are
 * subqueries, so no join is needed); `toExportRecord` makes a row a record. The same for the operator's export and the
 * inbox's.
 */
export const exportColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  locale: leads.locale,
  name: leads.name,
  country: leads.country,
  mobile: leads.mobile,
  message: leads.message,
  status: leads.status,
  spamReason: leads.spamReason,
  assignee: sql<string | null>`(select ${authUsers.name} from ${authUsers} where ${authUsers.id} = ${outerLeads(leads.assignedTo)})`,
  // The newest note anyone wrote in the lead's history (a status change's, today); erasure removes them all.
  lastNote: sql<string | null>`(
    select ${leadEvents.detail} ->> 'note' from ${leadEvents}
    where ${leadEvents.leadId} = ${outerLeads(leads.id)} and ${leadEvents.detail} ->> 'note' is not null
    order by ${leadEvents.createdAt} desc, ${leadEvents.id} desc limit 1)`,
};

type ExportRow = { createdAt: Date; spamReason: SpamReason | null; assignee: string | null; lastNote: string | null } & Omit<
  ExportRecord,
  'created_at' | 'spam_reason' | 'assignee' | 'last_note'
>;

/** An export row as the CSV and JSON exports write it. */
export function toExportRecord({ createdAt, spamReason, assignee, lastNote, ...row }: ExportRow): ExportRecord {
  return { ...row, created_at: createdAt.toISOString(), spam_reason: spamReason ?? '', assignee: assignee ?? '', last_note: lastNote ?? '' };
}

/** Leads for the operator export, oldest first: of one status (default `new`) or all, optionally from `since` on. */
export async function listLeads(db: Database, options: ListLeadsOptions = {}): Promise<ExportRecord[]> {
  const status = options.status ?? 'new';
  const rows = await db
    .select(exportColumns)
    .from(leads)
    .where(and(options.since ? gte(leads.createdAt, options.since) : undefined, status === 'all' ? undefined : eq(leads.status, status satisfies LeadStatus)))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  return rows.map(toExportRecord);
}
