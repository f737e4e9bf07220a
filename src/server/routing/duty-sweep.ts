// Keeps routing in step with who is on duty (src/server/routing/routing-worker.ts runs it every few seconds; a tap on
// Available or Away and a new routing document run it at once):
// - a lead whose holder went off duty (Away, hours ended, out of the team) passes on at once;
// - leads waiting for a team that has someone on duty are given out, oldest first;
// - open leads of a team that was removed are routed again by the current document;
// - a lead stored in the last minutes that routing never saw (its server stopped in between) is routed.
import { and, asc, eq, gt, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { dutyByTeam } from '@/lib/routing/duty';
import type { Database } from '@/server/db/client';
import { leadRouting, leads } from '@/server/db/schema';
import { clearOrphanedRouting, routeLead, startRounds } from './route-lead';
import { heldLeadColumns, heldLeadsJoin, moveHeldLeads } from './held-leads';
import { loadRoutingSnapshot, type RoutingSnapshot } from './routing-snapshot';

/** How far back the sweep looks for a lead routing never saw. */
const UNSEEN_WITHIN_MS = 10 * 60_000;
/** Leads handled per kind per sweep; the next sweep takes the rest. */
const BATCH = 200;

export interface DutySweep {
  passedOn: number;
  started: number;
  rerouted: number;
}

const isOpenLead = and(eq(leads.status, 'new'), isNull(leads.erasedAt));

/** Passes on every open lead whose holder is no longer on duty for its team. How many moved. */
async function passOnFromOffDuty(db: Database, snapshot: RoutingSnapshot, now: Date): Promise<number> {
  // `team:person` for everyone on duty: the leads held by anyone else are the ones to move.
  const onDuty = [...dutyByTeam(snapshot.teams, snapshot.people, now)].flatMap(([teamId, ids]) => ids.map((id) => `${teamId}:${id}`));
  const held = await db
    .select(heldLeadColumns)
    .from(leadRouting)
    .innerJoin(leads, heldLeadsJoin)
    .where(
      and(
        inArray(leadRouting.state, ['ringing', 'unanswered']),
        isNotNull(leadRouting.teamId),
        isOpenLead,
        sql`not ((${leadRouting.teamId}::text || ':' || coalesce(${leads.assignedTo}, '')) = any(${sql.param(onDuty)}::text[]))`,
      ),
    )
    .limit(BATCH);
  return moveHeldLeads(db, snapshot, held, now, 'left-team');
}

/** Gives out the leads waiting for teams that have someone on duty, oldest first. */
async function startWaiting(db: Database, snapshot: RoutingSnapshot, now: Date): Promise<number> {
  const duty = dutyByTeam(snapshot.teams, snapshot.people, now);
  const staffed = [...duty].filter(([, ids]) => ids.length > 0).map(([teamId]) => teamId);
  if (staffed.length === 0) return 0;
  const waiting = await db
    .select({ leadId: leadRouting.leadId, teamId: leadRouting.teamId, step: leadRouting.step })
    .from(leadRouting)
    .innerJoin(leads, eq(leads.id, leadRouting.leadId))
    .where(and(eq(leadRouting.state, 'waiting'), inArray(leadRouting.teamId, staffed), isOpenLead))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(BATCH);
  return startRounds(
    db,
    snapshot,
    waiting.flatMap((row) => (row.teamId === null ? [] : [{ ...row, teamId: row.teamId }])),
    now,
  );
}

/** Routes again the open leads whose team was removed, and the recent leads routing never saw. */
async function routeUnrouted(db: Database, snapshot: RoutingSnapshot, now: Date): Promise<number> {
  const orphans = await db
    .select({ leadId: leadRouting.leadId })
    .from(leadRouting)
    .where(and(isNull(leadRouting.teamId), inArray(leadRouting.state, ['waiting', 'ringing', 'unanswered'])))
    .limit(BATCH);
  await clearOrphanedRouting(
    db,
    orphans.map((row) => row.leadId),
  );
  const unseen =
    snapshot.teams.length === 0
      ? []
      : await db
          .select({ leadId: leads.id })
          .from(leads)
          .where(
            and(
              isOpenLead,
              gt(leads.createdAt, new Date(now.getTime() - UNSEEN_WITHIN_MS)),
              notExists(db.select({ id: leadRouting.leadId }).from(leadRouting).where(eq(leadRouting.leadId, leads.id))),
            ),
          )
          .orderBy(asc(leads.createdAt))
          .limit(BATCH);
  const leadIds = [...orphans, ...unseen].map((row) => row.leadId);
  for (const leadId of leadIds) await routeLead(leadId, db, now);
  return leadIds.length;
}

/** One sweep at `now`: off-duty holders' leads passed on, waiting leads given out, unrouted leads routed. */
export async function reconcileDuty(db: Database, now: Date): Promise<DutySweep> {
  const snapshot = await loadRoutingSnapshot(db);
  const rerouted = await routeUnrouted(db, snapshot, now);
  if (snapshot.teams.length === 0) return { passedOn: 0, started: 0, rerouted };
  const passedOn = await passOnFromOffDuty(db, snapshot, now);
  const started = await startWaiting(db, snapshot, now);
  return { passedOn, started, rerouted };
}
