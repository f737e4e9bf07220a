// A lead's routing as the list and the lead page show it: its team, its state, who holds it, who had it before, when
// the holder's answer is due, and for a lead that waits, until when (its team's next opening).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RoutingState } from '@/lib/inbox/vocabulary';
import { isTeamOpen, nextOpeningOf } from '@/lib/routing/team-hours';
import type { Database } from '@/server/db/client';
import { authUsers, leadEvents, leadRouting, leads, teams } from '@/server/db/schema';

export interface LeadRoutingView {
  leadId: string;
  state: RoutingState;
  step: number;
  /** Null once its team was removed, and for a lead no team matched (`everyone`). */
  team: { id: string; name: string; timeZone: string } | null;
  /** The lead's assignee, whoever assigned it. */
  assignee: { id: string; name: string } | null;
  /** While it rings: when the holder's answer is due. */
  answerDueAt: Date | null;
  /** While it waits: when its team next opens; null when the team is open and nobody is on duty, or it never opens. */
  waitingUntil: Date | null;
  /** Whether its team is inside its hours now. */
  isTeamOpen: boolean;
  /** Everyone routing gave the lead to before its assignee, oldest first (a person may appear twice). */
  previousHolders: Array<{ id: string | null; name: string; at: Date }>;
}

/** The routing of each of these leads that routing decided (a lead stored while no team existed has none), by id. */
export async function listLeadRoutings(leadIds: ReadonlyArray<string>, db: Database, now: Date): Promise<Map<string, LeadRoutingView>> {
  if (leadIds.length === 0) return new Map();
  const ids = [...leadIds];
  const [rows, routed] = await Promise.all([
    db
      .select({
        leadId: leadRouting.leadId,
        state: leadRouting.state,
        step: leadRouting.step,
        answerDueAt: leadRouting.answerDueAt,
        team: { id: teams.id, name: teams.name, timeZone: teams.timeZone, hours: teams.hours },
        assignee: { id: authUsers.id, name: authUsers.name },
      })
      .from(leadRouting)
      .innerJoin(leads, eq(leads.id, leadRouting.leadId))
      .leftJoin(teams, eq(teams.id, leadRouting.teamId))
      .leftJoin(authUsers, eq(authUsers.id, leads.assignedTo))
      .where(inArray(leadRouting.leadId, ids)),
    db
      .select({ leadId: leadEvents.leadId, detail: leadEvents.detail, at: leadEvents.createdAt })
      .from(leadEvents)
      .where(and(inArray(leadEvents.leadId, ids), eq(leadEvents.kind, 'routed')))
      .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id)),
  ]);
  return new Map(
    rows.map((row) => {
      const given = routed
        .filter((event) => event.leadId === row.leadId)
        .map((event) => ({ id: event.detail.toId ?? null, name: event.detail.to ?? '', at: event.at }));
      // The last one routing gave it to is its assignee still, unless a person assigned it since.
      if (row.assignee && given.at(-1)?.id === row.assignee.id) given.pop();
      const team = row.team ? { id: row.team.id, name: row.team.name, timeZone: row.team.timeZone } : null;
      const view: LeadRoutingView = {
        leadId: row.leadId,
        state: row.state,
        step: row.step,
        team,
        assignee: row.assignee,
        answerDueAt: row.state === 'ringing' ? row.answerDueAt : null,
        waitingUntil: row.state === 'waiting' && row.team ? (nextOpeningOf(row.team, now) ?? null) : null,
        isTeamOpen: row.team ? isTeamOpen(row.team, now) : false,
        previousHolders: given,
      };
      return [row.leadId, view];
    }),
  );
}

/** One lead's routing, or undefined when routing never decided it. */
export async function findLeadRouting(leadId: string, db: Database, now: Date): Promise<LeadRoutingView | undefined> {
  return (await listLeadRoutings([leadId], db, now)).get(leadId);
}
