// The leads someone holds, moved on: a holder off duty (the duty sweep) or past their due time (escalation). Each lead
// is decided by the round's rule (src/lib/routing/routing-decision.ts) and applied as a claim on its step.
import { eq } from 'drizzle-orm';
import type { RoutingReason, RoutingState } from '@/lib/inbox/vocabulary';
import { dutyByTeam, offDutyReason } from '@/lib/routing/duty';
import { withAssignment } from '@/lib/routing/member-choice';
import { decideRouting } from '@/lib/routing/routing-decision';
import type { Database } from '@/server/db/client';
import { leadRouting, leads } from '@/server/db/schema';
import { loadRoutingLoads } from './routing-loads';
import type { RoutingSnapshot } from './routing-snapshot';
import { applyRoutingChange, roundOf } from './routing-steps';

/** The columns a held lead is read with, from lead_routing joined to its lead (`heldLeadsJoin`). */
export const heldLeadColumns = {
  leadId: leadRouting.leadId,
  teamId: leadRouting.teamId,
  step: leadRouting.step,
  state: leadRouting.state,
  holders: leadRouting.holders,
  answerDueAt: leadRouting.answerDueAt,
  roundStartedAt: leadRouting.roundStartedAt,
  holder: leads.assignedTo,
};
export const heldLeadsJoin = eq(leads.id, leadRouting.leadId);

interface HeldLead {
  leadId: string;
  teamId: string | null;
  step: number;
  state: RoutingState;
  holders: string[];
  answerDueAt: Date | null;
  roundStartedAt: Date | null;
  holder: string | null;
}

/**
 * Moves each held lead on at `now`: passed on (or back to waiting) when its holder is off duty, else for `whyOnDuty`
 * (a holder on duty who did not answer). How many moved; a lead another instance moved first is left to it.
 */
export async function moveHeldLeads(
  db: Database,
  snapshot: RoutingSnapshot,
  rows: ReadonlyArray<HeldLead>,
  now: Date,
  whyOnDuty: RoutingReason,
): Promise<number> {
  const duty = dutyByTeam(snapshot.teams, snapshot.people, now);
  let loads = await loadRoutingLoads(db, now);
  let moved = 0;
  for (const row of rows) {
    const team = snapshot.teams.find((candidate) => candidate.id === row.teamId);
    if (!team) continue;
    const why = offDutyReason(team, row.holder === null ? undefined : snapshot.people.get(row.holder), now) ?? whyOnDuty;
    const round = roundOf(row, row.holder);
    const action = decideRouting(why, round, duty.get(team.id) ?? [], loads);
    if (action.kind === 'keep') continue;
    const change = {
      lead: { leadId: row.leadId, teamId: team.id, step: row.step, round },
      why,
      action,
      team,
      people: snapshot.people,
      now,
      answerWithinMs: snapshot.answerWithinMs,
    };
    if (!(await applyRoutingChange(db, change))) continue;
    if (action.kind === 'assign') loads = withAssignment(loads, action.to, now.getTime());
    moved += 1;
  }
  return moved;
}
