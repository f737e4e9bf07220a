// Escalation: a lead whose holder has not answered by its due time goes to the next on-duty member of its team, and
// once every on-duty member has had it, the round's one alert goes out. The due times live in lead_routing, so an
// escalation survives a restart; each is a claim on its step (./routing-steps.ts), so it fires once across instances.
// An answer ends it (markRoutingAnswered: the state is no longer `ringing`).
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { leadRouting, leads } from '@/server/db/schema';
import { heldLeadColumns, heldLeadsJoin, moveHeldLeads } from './held-leads';
import { loadRoutingSnapshot } from './routing-snapshot';

/** Escalations handled per pass; the next pass, a second later, takes the rest. */
const BATCH = 100;

/** Escalates every lead whose answer was due by `now`; how many moved. */
export async function escalateDueLeads(db: Database, now: Date): Promise<number> {
  const due = await db
    .select(heldLeadColumns)
    .from(leadRouting)
    .innerJoin(leads, heldLeadsJoin)
    .where(
      and(eq(leadRouting.state, 'ringing'), lte(leadRouting.answerDueAt, now), isNotNull(leadRouting.teamId), eq(leads.status, 'new'), isNull(leads.erasedAt)),
    )
    .orderBy(asc(leadRouting.answerDueAt))
    .limit(BATCH);
  if (due.length === 0) return 0;
  // A holder gone off duty meanwhile is passed over for that reason, whatever the due time says.
  return moveHeldLeads(db, await loadRoutingSnapshot(db), due, now, 'no-answer');
}
