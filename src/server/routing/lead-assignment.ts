// The e-mail's and the webhook's view of routing: the lead routed first (they may be sent before the contact post
// routed it), then whom it is for.
import { eq } from 'drizzle-orm';
import { FOR_EVERYONE, type LeadAssignment } from '@/lib/routing/lead-assignment';
import type { Database } from '@/server/db/client';
import { authUsers, leads } from '@/server/db/schema';
import { findLeadRouting } from './lead-routing-view';
import { routeLead } from './route-lead';

/** Routes the lead if routing has not yet, and says whom it is for now. */
export async function assignmentForDelivery(leadId: string, db: Database, now: Date): Promise<LeadAssignment> {
  await routeLead(leadId, db, now);
  const [lead] = await db
    .select({ id: authUsers.id, name: authUsers.name, email: authUsers.email })
    .from(leads)
    .innerJoin(authUsers, eq(authUsers.id, leads.assignedTo))
    .where(eq(leads.id, leadId));
  const routing = await findLeadRouting(leadId, db, now);
  if (!lead && !routing?.team) return FOR_EVERYONE;
  return {
    assignee: lead ?? null,
    team: routing?.team ? { name: routing.team.name, timeZone: routing.team.timeZone } : null,
    waitingUntil: routing?.waitingUntil ?? null,
  };
}
