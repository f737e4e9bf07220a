// Whom a routing step's ring or a round's alert goes to, asked when the outbox delivers it: nobody when the lead has
// moved on since (another step, an answer, spam, erasure), so a late delivery never rings someone it is no longer for.
import { and, eq } from 'drizzle-orm';
import { alertRecipients } from '@/lib/routing/duty';
import type { Database } from '@/server/db/client';
import { leadRouting, leads } from '@/server/db/schema';
import { loadRoutingSnapshot } from './routing-snapshot';

export interface RingRecipients {
  personIds: string[];
  /** How long the round has gone unanswered (an alert's words). */
  waitedMs: number;
}

/**
 * The people to ring for the lead's routing step `step`: its holder for an `assigned` ring, the team's on-duty members
 * and the available admins for an `unanswered` alert; undefined when the lead is no longer at that step.
 */
export async function findRingRecipients(
  input: { leadId: string; step: number; channel: 'assigned' | 'unanswered' },
  db: Database,
  now: Date,
): Promise<RingRecipients | undefined> {
  const [row] = await db
    .select({
      state: leadRouting.state,
      teamId: leadRouting.teamId,
      changedAt: leadRouting.changedAt,
      roundStartedAt: leadRouting.roundStartedAt,
      holder: leads.assignedTo,
      status: leads.status,
      erasedAt: leads.erasedAt,
    })
    .from(leadRouting)
    .innerJoin(leads, eq(leads.id, leadRouting.leadId))
    .where(and(eq(leadRouting.leadId, input.leadId), eq(leadRouting.step, input.step)));
  if (!row || row.status !== 'new' || row.erasedAt !== null) return undefined;
  const waitedMs = row.changedAt.getTime() - (row.roundStartedAt ?? row.changedAt).getTime();
  if (input.channel === 'assigned') {
    const isHeld = row.state === 'ringing' || row.state === 'unanswered';
    return isHeld && row.holder !== null ? { personIds: [row.holder], waitedMs } : undefined;
  }
  if (row.state !== 'unanswered') return undefined;
  const { teams, people } = await loadRoutingSnapshot(db);
  const team = teams.find((candidate) => candidate.id === row.teamId);
  return team ? { personIds: alertRecipients(team, teams, people, now), waitedMs } : undefined;
}
