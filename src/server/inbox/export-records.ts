// The inbox's exports as its history keeps them: each one recorded with its filter, the latest listed for admins, and
// a search that names an erased lead taken out of them (the filter itself is then personal data).
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { leadEvents } from '@/server/db/schema';
import { recordEvent, type Actor } from './lead-events';

/** Records an export and its filter (the query string of the list it was made from). */
export async function recordExport(db: Database, actor: Actor, filter: string, count: number): Promise<void> {
  await recordEvent(db, actor, null, 'exported', { filter, count: String(count) });
}

/** The latest exports, newest first: who, when, which filter and how many leads (shown to admins on People). */
export async function listRecentExports(db: Database, limit = 20) {
  return db
    .select({ id: leadEvents.id, actorName: leadEvents.actorName, detail: leadEvents.detail, createdAt: leadEvents.createdAt })
    .from(leadEvents)
    .where(eq(leadEvents.kind, 'exported'))
    .orderBy(sql`${leadEvents.createdAt} desc`, sql`${leadEvents.id} desc`)
    .limit(limit);
}

/** Whether an export's search (its filter's `q`) found or named this lead: then the filter itself is personal data. */
function searchNamesLead(search: string, lead: { name: string; mobile: string; message: string }): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return false;
  const text = `${lead.name} ${lead.mobile} ${lead.message}`.toLowerCase();
  const digits = (value: string) => value.replace(/\D/g, '');
  const mentions = [lead.name, lead.mobile].some((value) => value.length > 0 && needle.includes(value.toLowerCase()));
  const dialled = digits(needle).length >= 6 && digits(lead.mobile).includes(digits(needle).replace(/^0+/, ''));
  return text.includes(needle) || mentions || dialled;
}

/** Takes the search out of every export's filter that found or named the lead (the filter is kept without it). */
export async function eraseExportSearches(tx: Transaction, lead: { name: string; mobile: string; message: string }): Promise<void> {
  const exports = await tx.select({ id: leadEvents.id, detail: leadEvents.detail }).from(leadEvents).where(eq(leadEvents.kind, 'exported'));
  for (const entry of exports) {
    const filter = new URLSearchParams(entry.detail.filter ?? '');
    if (!searchNamesLead(filter.get('q') ?? '', lead)) continue;
    filter.delete('q');
    await tx
      .update(leadEvents)
      .set({ detail: { ...entry.detail, filter: filter.toString(), searchErased: 'true' } })
      .where(eq(leadEvents.id, entry.id));
  }
}
