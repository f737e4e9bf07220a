import 'server-only';
import { asc, gte } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import type { ExportRecord } from './leads-csv';

/** Leads for the operator export, oldest first, optionally from `since` on. */
export async function listLeads(db: Database, options: { since?: Date } = {}): Promise<ExportRecord[]> {
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
    .where(options.since ? gte(leads.createdAt, options.since) : undefined)
    .orderBy(asc(leads.createdAt), asc(leads.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
}
