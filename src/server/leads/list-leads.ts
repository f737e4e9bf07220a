import 'server-only';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { leads, type LeadStatus } from '@/server/db/schema';
import type { ExportRecord } from './leads-csv';

/** Which leads an export lists: `new` (the default: what the sales team follows up), `spam` or `all`. */
export const EXPORT_STATUSES = ['new', 'spam', 'all'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export function toExportStatus(value: string | null | undefined): ExportStatus | undefined {
  if (value === null || value === undefined) return 'new';
  return EXPORT_STATUSES.find((status) => status === value);
}

export interface ListLeadsOptions {
  since?: Date;
  status?: ExportStatus;
}

/** Leads for the operator export, oldest first: of one status (default `new`) or all, optionally from `since` on. */
export async function listLeads(db: Database, options: ListLeadsOptions = {}): Promise<ExportRecord[]> {
  const status = options.status ?? 'new';
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      locale: leads.locale,
      name: leads.name,
      country: leads.country,
      mobile: leads.mobile,
      message: leads.message,
      status: leads.status,
    })
    .from(leads)
    .where(
      and(
        options.since ? gte(leads.createdAt, options.since) : undefined,
        status === 'all' ? undefined : eq(leads.status, status satisfies LeadStatus),
      ),
    )
    .orderBy(asc(leads.createdAt), asc(leads.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
}
