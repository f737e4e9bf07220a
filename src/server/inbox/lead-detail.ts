// One lead as the inbox shows it: its fields, who it is assigned to, its deliveries (the outbox rows) and its history.
import { asc, desc, eq, getTableColumns, type Table } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { authUsers, leadEvents, leadOutbox, leads, type Lead, type LeadEvent, type OutboxRow } from '@/server/db/schema';

/** What the lead page shows of each delivery (outbox row) and of each event of its history. */
const DELIVERY_COLUMNS = ['id', 'channel', 'status', 'attempts', 'lastError', 'nextAttemptAt', 'createdAt'] as const;
const EVENT_COLUMNS = ['id', 'actorId', 'actorName', 'kind', 'detail', 'createdAt'] as const;

export interface LeadDetail {
  lead: Lead;
  assigneeName: string | null;
  deliveries: Pick<OutboxRow, (typeof DELIVERY_COLUMNS)[number]>[];
  events: Pick<LeadEvent, (typeof EVENT_COLUMNS)[number]>[];
}

/** The columns of `table` that `names` lists, as a select takes them. */
function columnsOf<T extends Table, Name extends keyof T['_']['columns'] & string>(table: T, names: readonly Name[]): Pick<T['_']['columns'], Name> {
  const columns = getTableColumns(table);
  // Object.fromEntries types its keys as string: the names are those of `Name`, taken from the table's columns.
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<T['_']['columns'], Name>;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A lead id as a URL or form carries it, or undefined for anything that is not one. */
export function toLeadId(value: string | undefined | null): string | undefined {
  return value && UUID_PATTERN.test(value) ? value.toLowerCase() : undefined;
}

/** The lead with everything the lead page shows, or undefined when there is none with this id. */
export async function findLeadDetail(db: Database, id: string): Promise<LeadDetail | undefined> {
  const [found] = await db
    .select({ lead: leads, assigneeName: authUsers.name })
    .from(leads)
    .leftJoin(authUsers, eq(authUsers.id, leads.assignedTo))
    .where(eq(leads.id, id));
  if (!found) return undefined;
  const [deliveries, events] = await Promise.all([
    db
      .select(columnsOf(leadOutbox, DELIVERY_COLUMNS))
      .from(leadOutbox)
      .where(eq(leadOutbox.leadId, id))
      .orderBy(asc(leadOutbox.createdAt), asc(leadOutbox.channel)),
    db.select(columnsOf(leadEvents, EVENT_COLUMNS)).from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(desc(leadEvents.createdAt), desc(leadEvents.id)),
  ]);
  return { lead: found.lead, assigneeName: found.assigneeName, deliveries, events };
}
