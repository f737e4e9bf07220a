// The response report as CSV (/inbox/report.csv): the page's figures, one line per week, per person and for the whole
// period, then routing's per team and per person rung first, in units a spreadsheet computes with (seconds, shares from
// 0 to 1).
import type { PersonRoutingFigures, TeamRoutingFigures } from '@/lib/routing/routing-figures';
import { toCsvCell } from '@/server/leads/leads-csv';
import type { ResponseFigures, ResponseReport } from './response-figures';

/** The response columns, then routing's, last, so a script that counts the first ones keeps its place. */
const RESPONSE_COLUMNS = [
  'scope',
  'week_start',
  'agent',
  'answered',
  'not_yet_answered',
  'median_seconds',
  'p90_seconds',
  'share_within_5_min',
  'share_within_1_h',
] as const;
const ROUTING_COLUMNS = [
  'team',
  'leads',
  'first_turns_over',
  'answered_by_first',
  'share_answered_by_first',
  'passed_on',
  'median_seconds_working_hours',
  'p90_seconds_working_hours',
] as const;

/** Excel reads a CSV as UTF-8 (names in Chinese) only when it starts with a byte order mark. */
const UTF8_BOM = '\uFEFF';

const seconds = (ms: number | null) => (ms === null ? '' : String(Math.round(ms / 1_000)));
const share = (value: number | null) => (value === null ? '' : String(Math.round(value * 10_000) / 10_000));
const noRouting = ROUTING_COLUMNS.map(() => '');

function figureCells(figures: ResponseFigures): string[] {
  return [
    String(figures.answered),
    String(figures.waiting),
    seconds(figures.medianMs),
    seconds(figures.p90Ms),
    share(figures.shares.fiveMinutes),
    share(figures.shares.oneHour),
  ];
}

/** A team's line: its first response from arrival in the response columns, within its working hours in routing's. */
function teamLine(row: TeamRoutingFigures): string[] {
  const response = ['team', '', '', '', '', seconds(row.fromArrival.medianMs), seconds(row.fromArrival.p90Ms), '', ''];
  const routing = [
    toCsvCell(row.team.name),
    String(row.leads),
    String(row.firstTurnsOver),
    String(row.answeredByFirst),
    share(row.answeredByFirstShare),
    String(row.passedOn),
  ];
  return [...response, ...routing, seconds(row.withinHours.medianMs), seconds(row.withinHours.p90Ms)];
}

/** A person rung first: the leads whose first turn was theirs and is over, the ones they answered, passed on from them. */
function personLine(row: PersonRoutingFigures): string[] {
  const response = ['routing_agent', '', toCsvCell(row.person.name), '', '', '', '', '', ''];
  return [...response, '', '', String(row.firstTurnsOver), String(row.answeredByThem), share(row.answeredShare), String(row.passedOn), '', ''];
}

/**
 * RFC 4180 CSV (CRLF line ends, a BOM first): `scope` is `week` (the leads that arrived that week, `week_start` its
 * Monday in the viewer's time zone), `agent` (the leads a person answered, or holds unanswered), `unassigned` (leads
 * nobody answered or holds), `total`, then `team` (a routing team's leads; the median and 90th percentile from
 * arrival, and within its working hours) and `routing_agent` (a person rung first). Names pass the export's formula
 * guard.
 */
export function toResponseReportCsv(
  report: ResponseReport,
  routing: { teams: TeamRoutingFigures[]; people: PersonRoutingFigures[] } = { teams: [], people: [] },
): string {
  const lines = [[...RESPONSE_COLUMNS, ...ROUTING_COLUMNS].join(',')];
  const add = (cells: string[]) => lines.push(cells.join(','));
  for (const { weekStart, figures } of report.weeks) add(['week', weekStart, '', ...figureCells(figures), ...noRouting]);
  for (const { agent, figures } of report.agents)
    add([agent ? 'agent' : 'unassigned', '', toCsvCell(agent?.name ?? ''), ...figureCells(figures), ...noRouting]);
  add(['total', '', '', ...figureCells(report.total), ...noRouting]);
  for (const team of routing.teams) add(teamLine(team));
  for (const person of routing.people) add(personLine(person));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
