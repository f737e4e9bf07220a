// The response report as CSV (/inbox/report.csv): the page's figures, one line per week, per person and for the whole
// period, in units a spreadsheet computes with (seconds, shares from 0 to 1).
import { toCsvCell } from '@/server/leads/leads-csv';
import type { ResponseFigures, ResponseReport } from './response-figures';

const COLUMNS = ['scope', 'week_start', 'agent', 'answered', 'not_yet_answered', 'median_seconds', 'p90_seconds', 'share_within_5_min', 'share_within_1_h'] as const;

/** Excel reads a CSV as UTF-8 (names in Chinese) only when it starts with a byte order mark. */
const UTF8_BOM = '\uFEFF';

function figureCells(figures: ResponseFigures): string[] {
  const seconds = (ms: number | null) => (ms === null ? '' : String(Math.round(ms / 1_000)));
  const share = (value: number | null) => (value === null ? '' : String(Math.round(value * 10_000) / 10_000));
  return [String(figures.answered), String(figures.waiting), seconds(figures.medianMs), seconds(figures.p90Ms), share(figures.shares.fiveMinutes), share(figures.shares.oneHour)];
}

/**
 * RFC 4180 CSV (CRLF line ends, a BOM first): `scope` is `week` (the leads that arrived that week, `week_start` its
 * Monday in the viewer's time zone), `agent` (the leads a person answered, or holds unanswered), `unassigned` (leads
 * nobody answered or holds) or `total`. Names pass the export's formula guard.
 */
export function toResponseReportCsv(report: ResponseReport): string {
  const lines = [COLUMNS.join(',')];
  for (const { weekStart, figures } of report.weeks) lines.push(['week', weekStart, '', ...figureCells(figures)].join(','));
  for (const { agent, figures } of report.agents) lines.push([agent ? 'agent' : 'unassigned', '', toCsvCell(agent?.name ?? ''), ...figureCells(figures)].join(','));
  lines.push(['total', '', '', ...figureCells(report.total)].join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
