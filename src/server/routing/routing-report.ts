// The routed leads' stories for the report (src/lib/routing/routing-figures.ts makes the figures): each lead of the
// period that a team routed, with its team's hours, the first person rung, whom each pass-on took it from, and its first
// response by a person (the same events as the response report's: routing's own are never an answer).
import { and, asc, eq, gte, inArray, isNotNull, ne } from 'drizzle-orm';
import { LEAD_RESPONSE_KINDS } from '@/lib/inbox/vocabulary';
import { summarizeRouting, type RoutedLeadStory } from '@/lib/routing/routing-figures';
import type { Database } from '@/server/db/client';
import { leadEvents, leadRouting, leads, teams } from '@/server/db/schema';

/** Each lead (not spam) that arrived since `since` and that a team (still in the routing) routed, as its story, teams in order. */
async function listRoutedLeadStories(input: { since: Date }, db: Database): Promise<RoutedLeadStory[]> {
  const inPeriod = and(ne(leads.status, 'spam'), gte(leads.createdAt, input.since));
  const [rows, routed, responses] = await Promise.all([
    db
      .select({ id: leads.id, createdAt: leads.createdAt, team: { id: teams.id, name: teams.name, timeZone: teams.timeZone, hours: teams.hours } })
      .from(leads)
      .innerJoin(leadRouting, eq(leadRouting.leadId, leads.id))
      .innerJoin(teams, eq(teams.id, leadRouting.teamId))
      .where(inPeriod)
      // The figures keep the order teams are first met in: the admin's.
      .orderBy(asc(teams.position), asc(leads.createdAt)),
    db
      .select({ leadId: leadEvents.leadId, detail: leadEvents.detail })
      .from(leadEvents)
      .innerJoin(leads, eq(leads.id, leadEvents.leadId))
      .where(and(inPeriod, eq(leadEvents.kind, 'routed')))
      .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id)),
    db
      .selectDistinctOn([leadEvents.leadId], { leadId: leadEvents.leadId, at: leadEvents.createdAt, actorId: leadEvents.actorId })
      .from(leadEvents)
      .innerJoin(leads, eq(leads.id, leadEvents.leadId))
      .where(and(inPeriod, inArray(leadEvents.kind, [...LEAD_RESPONSE_KINDS]), isNotNull(leadEvents.actorId)))
      .orderBy(asc(leadEvents.leadId), asc(leadEvents.createdAt), asc(leadEvents.id)),
  ]);
  const eventsOf = new Map<string, Array<Record<string, string | null>>>();
  for (const event of routed) if (event.leadId) eventsOf.set(event.leadId, [...(eventsOf.get(event.leadId) ?? []), event.detail]);
  const responseOf = new Map(responses.flatMap((row) => (row.leadId && row.actorId ? [[row.leadId, { at: row.at, personId: row.actorId }] as const] : [])));
  return rows.map((row) => {
    const events = eventsOf.get(row.id) ?? [];
    const first = events.find((detail) => detail.reason === 'arrived') ?? events[0];
    return {
      team: row.team,
      createdAt: row.createdAt,
      firstRung: first?.toId ? { id: first.toId, name: first.to ?? '' } : null,
      passedFrom: events
        .filter((detail) => detail.reason !== 'arrived' && detail.fromId)
        .map((detail) => ({ id: detail.fromId ?? '', name: detail.from ?? '' })),
      response: responseOf.get(row.id) ?? null,
    };
  });
}

/** Routing's figures per team and per person for the leads that arrived since `since`. */
export async function loadRoutingReport(input: { since: Date }, db: Database) {
  return summarizeRouting(await listRoutedLeadStories(input, db));
}
