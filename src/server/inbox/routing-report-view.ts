// Routing's figures on the report page (src/lib/routing/routing-figures.ts makes them), formatted in the viewer's
// language: shares as percentages with their counts, durations in the largest unit they fill, '–' where nothing was
// measured. Each row's cells follow its table's ROUTING_COLUMNS.
import type { AppLocale } from '@/i18n/locales';
import type { RoutingReportView } from '@/lib/inbox/report-types';
import type { PersonRoutingFigures, Percentiles, TeamRoutingFigures } from '@/lib/routing/routing-figures';
import { formatDuration } from './report-view';

const NO_FIGURE = '–';

/** The report's routing tables for a viewer; undefined when no team routed a lead of the period. */
export function toRoutingReportView(
  figures: { teams: TeamRoutingFigures[]; people: PersonRoutingFigures[] },
  locale: AppLocale,
): RoutingReportView | undefined {
  if (figures.teams.length === 0) return undefined;
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const share = (value: number | null, part: number, whole: number) =>
    value === null ? NO_FIGURE : `${percent.format(value)} (${count.format(part)}/${count.format(whole)})`;
  const duration = (ms: number | null) => (ms === null ? NO_FIGURE : formatDuration(ms, locale, 'narrow'));
  const times = (from: Percentiles, within: Percentiles) => [duration(from.medianMs), duration(within.medianMs), duration(from.p90Ms), duration(within.p90Ms)];
  return {
    teams: figures.teams.map((row) => ({
      key: row.team.id,
      label: row.team.name,
      cells: [count.format(row.leads), share(row.answeredByFirstShare, row.answeredByFirst, row.firstTurnsOver), count.format(row.passedOn)],
    })),
    teamTimes: figures.teams.map((row) => ({ key: row.team.id, label: row.team.name, cells: times(row.fromArrival, row.withinHours) })),
    people: figures.people.map((row) => ({
      key: row.person.id,
      label: row.person.name,
      cells: [count.format(row.firstTurnsOver), share(row.answeredShare, row.answeredByThem, row.firstTurnsOver), count.format(row.passedOn)],
    })),
  };
}
