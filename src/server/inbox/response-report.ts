// How fast the team answers: each lead's time to first response, read from its events, and the report built from them
// (./response-figures.ts). A lead's first response is its first contact attempt, status change or assignment by a
// person (LEAD_RESPONSE_KINDS with an actor); spam leads are left out.
import { and, asc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LEAD_RESPONSE_KINDS } from '@/lib/inbox/vocabulary';
import type { Database } from '@/server/db/client';
import { authUsers, leadEvents, leads } from '@/server/db/schema';
import { startOfDayIn } from '@/lib/zoned-time';
import { loadRoutingReport } from '@/server/routing/routing-report';
import { buildResponseReport, periodWeeks, type ResponseReport, type ResponseSample } from './response-figures';

/** The periods the report offers, in weeks, and the one it opens on. */
export const REPORT_PERIODS = [4, 8, 12, 26] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
const DEFAULT_REPORT_PERIOD: ReportPeriod = 12;

/** The period a query string names (`weeks=…`), or the default one. */
export function reportPeriodOf(params: URLSearchParams): ReportPeriod {
  return REPORT_PERIODS.find((weeks) => String(weeks) === params.get('weeks')) ?? DEFAULT_REPORT_PERIOD;
}

/**
 * Each lead (not spam) that arrived since `since`, with its first response by a person: when, and who (their name as it
 * is now, or as the event kept it should they be gone); for a lead nobody answered yet, its assignee. The period's
 * responding events are joined once and the first of each lead kept (`distinct on`): a hash join and one sort, where a
 * probe per lead took seconds for 16,000 leads on PGlite.
 */
export async function listResponseSamples(db: Database, since: Date): Promise<ResponseSample[]> {
  const inPeriod = and(ne(leads.status, 'spam'), gte(leads.createdAt, since));
  const firstResponse = db
    .selectDistinctOn([leadEvents.leadId], {
      leadId: leadEvents.leadId,
      at: leadEvents.createdAt,
      actorId: leadEvents.actorId,
      actorName: leadEvents.actorName,
    })
    .from(leadEvents)
    .innerJoin(leads, eq(leads.id, leadEvents.leadId))
    .where(and(inPeriod, inArray(leadEvents.kind, [...LEAD_RESPONSE_KINDS]), isNotNull(leadEvents.actorId)))
    .orderBy(asc(leadEvents.leadId), asc(leadEvents.createdAt), asc(leadEvents.id))
    .as('first_response');
  const responder = alias(authUsers, 'responder');
  const assignee = alias(authUsers, 'assignee');
  const rows = await db
    .select({
      createdAt: leads.createdAt,
      respondedAt: firstResponse.at,
      responderId: firstResponse.actorId,
      responderName: sql<string | null>`coalesce(${responder.name}, ${firstResponse.actorName})`,
      assignee: { id: assignee.id, name: assignee.name },
    })
    .from(leads)
    .leftJoin(firstResponse, eq(firstResponse.leadId, leads.id))
    .leftJoin(responder, eq(responder.id, firstResponse.actorId))
    .leftJoin(assignee, eq(assignee.id, leads.assignedTo))
    .where(inPeriod);
  return rows.map((row) => {
    if (row.respondedAt !== null && row.responderId !== null) {
      return {
        createdAt: row.createdAt,
        responseMs: Math.max(0, row.respondedAt.getTime() - row.createdAt.getTime()),
        agent: { id: row.responderId, name: row.responderName ?? '' },
      };
    }
    return {
      createdAt: row.createdAt,
      responseMs: null,
      agent: row.assignee,
    };
  });
}

/** The report of the `weeks` weeks up to `now`'s, weeks starting on Monday in `timeZone` (the viewer's). */
export async function loadResponseReport(db: Database, options: { now: Date; timeZone: string; weeks: number }): Promise<ResponseReport> {
  const weeks = periodWeeks(options.now, options.timeZone, options.weeks);
  // From a day before the first Monday (UTC): whatever the zone, no lead of the period is missed; the figures keep only
  // the period's weeks.
  const since = new Date(Date.parse(`${weeks[0] ?? ''}T00:00:00Z`) - 86_400_000);
  const samples = await listResponseSamples(db, since);
  return buildResponseReport(samples, { now: options.now, timeZone: options.timeZone, weeks });
}

/** The report's first instant: its first Monday's midnight in `timeZone` (routing's figures count from it). */
function reportPeriodStart(options: { now: Date; timeZone: string; weeks: number }): Date {
  const [first = ''] = periodWeeks(options.now, options.timeZone, options.weeks);
  return new Date(startOfDayIn(first, options.timeZone));
}

/** The report page's and its CSV's figures: the response report, and routing's for the same period. */
export async function loadReportFigures(db: Database, options: { now: Date; timeZone: string; weeks: number }) {
  const [report, routing] = await Promise.all([loadResponseReport(db, options), loadRoutingReport({ since: reportPeriodStart(options) }, db)]);
  return { report, routing };
}
