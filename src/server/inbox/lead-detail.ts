// One lead as the inbox shows it: its fields, who it is assigned to, its deliveries (the outbox rows) and its history.
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { authUsers, leadEvents, leadOutbox, leads, type Lead, type LeadEvent, type OutboxRow } from '@/server/db/schema';

export interface LeadDetail {
  lead: Lead;
  assigneeName: string | null;
  deliveries: Pick<OutboxRow, 'id' | 'channel' | 'status' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'createdAt'>[];
  events: Pick<LeadEvent, 'id' | 'actorId' | 'actorName' | 'kind' | 'detail' | 'createdAt'>[];
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
      .select({
        id: leadOutbox.id,
        channel: leadOutbox.channel,
        status: leadOutbox.status,
        attempts: leadOutbox.attempts,
        lastError: leadOutbox.lastError,
        nextAttemptAt: leadOutbox.nextAttemptAt,
        createdAt: leadOutbox.createdAt,
      })
      .from(leadOutbox)
      .where(eq(leadOutbox.leadId, id))
      .orderBy(asc(leadOutbox.createdAt), asc(leadOutbox.channel)),
    db
      .select({ id: leadEvents.id, actorId: leadEvents.actorId, actorName: leadEvents.actorName, kind: leadEvents.kind, detail: leadEvents.detail, createdAt: leadEvents.createdAt })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, id))
      .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id)),
  ]);
  return { lead: found.lead, assigneeName: found.assigneeName, deliveries, events };
}
