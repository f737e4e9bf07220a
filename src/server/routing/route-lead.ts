// A new lead (or one restored from spam) meets routing: its team is decided once, the decision stored (an INSERT that
// only the first caller makes), and, with someone of the team on duty, it is given to one of them at once. The contact
// post, the outbox's senders and the duty sweep may all ask at the same moment; one decides, the others read it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { findLeadTeam, leadLanguageOf } from '@/lib/routing/team-match';
import { decideRouting, WAITING_ROUND } from '@/lib/routing/routing-decision';
import { dutyByTeam } from '@/lib/routing/duty';
import { withAssignment } from '@/lib/routing/member-choice';
import type { Database } from '@/server/db/client';
import { leadRouting, leads, teams } from '@/server/db/schema';
import { loadRoutingLoads } from './routing-loads';
import { loadRoutingSnapshot, type RoutingSnapshot } from './routing-snapshot';
import { applyRoutingChange } from './routing-steps';

/**
 * What routing made of a lead: `off` (no team exists: it rings everyone), `skipped` (spam, erased, or
 * no longer new), `everyone` (no team matches it: it rings everyone), or `team` (its team's routing rings for it).
 */
export type LeadRouteOutcome = { kind: 'off' | 'skipped' | 'everyone' } | { kind: 'team'; teamId: string | null };

/** A waiting lead of a team, oldest first, at the step it waits on. */
export interface WaitingLead {
  leadId: string;
  teamId: string;
  step: number;
}

/**
 * Gives each waiting lead, oldest first, to an on-duty member of its team by the member rule, each choice seeing the
 * ones before it; a lead whose team has nobody on duty keeps waiting. How many were given.
 */
export async function startRounds(db: Database, snapshot: RoutingSnapshot, waiting: ReadonlyArray<WaitingLead>, now: Date): Promise<number> {
  const duty = dutyByTeam(snapshot.teams, snapshot.people, now);
  let loads = await loadRoutingLoads(db, now);
  let started = 0;
  for (const lead of waiting) {
    const team = snapshot.teams.find((candidate) => candidate.id === lead.teamId);
    const action = decideRouting('arrived', WAITING_ROUND, duty.get(lead.teamId) ?? [], loads);
    if (!team || action.kind !== 'assign') continue;
    const change = {
      lead: { ...lead, round: WAITING_ROUND },
      why: 'arrived' as const,
      action,
      team,
      people: snapshot.people,
      now,
      answerWithinMs: snapshot.answerWithinMs,
    };
    if (await applyRoutingChange(db, change)) {
      loads = withAssignment(loads, action.to, now.getTime());
      started += 1;
    }
  }
  return started;
}

/** What a decided route says. */
function outcomeOf(decided: { state: string; teamId: string | null }): LeadRouteOutcome {
  return decided.state === 'everyone' ? { kind: 'everyone' } : { kind: 'team', teamId: decided.teamId };
}

/**
 * What routing decided for a lead already (null when it never did), and whether any team exists: one round trip,
 * since the contact post asks this of every lead before it answers, and on PGlite every statement counts.
 */
async function probeRouting(leadId: string, db: Database) {
  const [probe] = await db
    .select({ anyTeam: sql<boolean>`exists (select 1 from ${teams})`, state: leadRouting.state, teamId: leadRouting.teamId })
    .from(sql`(select 1) as probe`)
    .leftJoin(leadRouting, eq(leadRouting.leadId, leadId));
  return { anyTeam: probe?.anyTeam === true, decided: probe?.state ? { state: probe.state, teamId: probe.teamId } : null };
}

/**
 * What routing makes of a lead: what it decided before, if it did; else, for a lead that is new, not spam and not
 * erased, its team decided once, and its round started when someone of the team is on duty.
 */
export async function routeLead(leadId: string, db: Database, now: Date): Promise<LeadRouteOutcome> {
  const { anyTeam, decided: known } = await probeRouting(leadId, db);
  if (known) return outcomeOf(known);
  // Without teams (most leads of a site that has none) the probe alone, not the whole snapshot.
  if (!anyTeam) return { kind: 'off' };
  const snapshot = await loadRoutingSnapshot(db);
  if (snapshot.teams.length === 0) return { kind: 'off' };
  const [lead] = await db
    .select({ country: leads.country, locale: leads.locale, status: leads.status, erasedAt: leads.erasedAt })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead || lead.status !== 'new' || lead.erasedAt !== null) return { kind: 'skipped' };
  const team = findLeadTeam(snapshot.teams, { country: lead.country, language: leadLanguageOf(lead.locale) });
  const [decided] = await db
    .insert(leadRouting)
    .values({ leadId, teamId: team?.id ?? null, state: team ? 'waiting' : 'everyone', changedAt: now })
    .onConflictDoNothing()
    .returning({ step: leadRouting.step });
  // Another caller decided first: its decision stands.
  if (!decided) {
    const { decided: theirs } = await probeRouting(leadId, db);
    return theirs ? outcomeOf(theirs) : { kind: 'skipped' };
  }
  if (!team) return { kind: 'everyone' };
  await startRounds(db, snapshot, [{ leadId, teamId: team.id, step: decided.step }], now);
  return { kind: 'team', teamId: team.id };
}

/** Routes leads just restored from spam: their earlier routing was cleared with the restore, so each is decided afresh. */
export async function routeLeads(leadIds: ReadonlyArray<string>, db: Database, now: Date): Promise<void> {
  for (const leadId of leadIds) await routeLead(leadId, db, now);
}

/** Clears the routing of leads whose team was removed while they were open, so routeLead decides them again. */
export async function clearOrphanedRouting(db: Database, leadIds: ReadonlyArray<string>): Promise<void> {
  if (leadIds.length === 0) return;
  await db.delete(leadRouting).where(and(inArray(leadRouting.leadId, [...leadIds]), inArray(leadRouting.state, ['waiting', 'ringing', 'unanswered'])));
}
