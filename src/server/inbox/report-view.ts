// The response report as the report page's components take it: durations, shares, weeks and counts formatted with
// Intl in the viewer's language; the chart's numbers and its axis marks.
import type { AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import type { ReportView, ResponseChartView, ResponseFiguresView } from '@/lib/inbox/report-types';
import type { ResponseFigures, ResponseReport } from './response-figures';
import { REPORT_PERIODS } from './response-report';

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/** A figure with nothing to measure (no lead answered, no outcome known yet). */
const NO_FIGURE = '–';

/**
 * A duration in the largest unit it fills (seconds, minutes, hours, days), e.g. "12 min", "1.5 hr", "2.3天"; `narrow`
 * for the tables' columns on a phone ("12m", "1.5h").
 */
export function formatDuration(ms: number, locale: AppLocale, unitDisplay: 'short' | 'narrow' = 'short'): string {
  const [unit, size] =
    ms < MINUTE_MS
      ? (['second', SECOND_MS] as const)
      : ms < HOUR_MS
        ? (['minute', MINUTE_MS] as const)
        : ms < DAY_MS
          ? (['hour', HOUR_MS] as const)
          : (['day', DAY_MS] as const);
  // Whole seconds and minutes; tenths of hours and days.
  const fractionDigits = unit === 'second' || unit === 'minute' ? 0 : 1;
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay, maximumFractionDigits: fractionDigits }).format(ms / size);
}

/** A Monday (`YYYY-MM-DD`, a calendar day) in the viewer's language, e.g. "Mar 2", "3月2日". */
function formatDay(day: string, locale: AppLocale, withYear = false): string {
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC', year: withYear ? 'numeric' : undefined };
  return new Intl.DateTimeFormat(locale, options).format(new Date(`${day}T00:00:00Z`));
}

function formatFigures(figures: ResponseFigures, locale: AppLocale): ResponseFiguresView {
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const duration = (ms: number | null) => (ms === null ? NO_FIGURE : formatDuration(ms, locale, 'narrow'));
  const share = (value: number | null) => (value === null ? NO_FIGURE : percent.format(value));
  return {
    answered: count.format(figures.answered),
    waiting: count.format(figures.waiting),
    median: duration(figures.medianMs),
    p90: duration(figures.p90Ms),
    withinFiveMinutes: share(figures.shares.fiveMinutes),
    withinOneHour: share(figures.shares.oneHour),
  };
}

/** The chart's marks: 1 min, the two thresholds (5 min, 1 h), 1 day, and 1 week when a bar reaches past a day. */
function chartOf(report: ResponseReport, locale: AppLocale): ResponseChartView {
  const longest = Math.max(0, ...report.weeks.map(({ figures }) => figures.p90Ms ?? 0));
  const marks = [MINUTE_MS, 5 * MINUTE_MS, HOUR_MS, DAY_MS, ...(longest > DAY_MS ? [WEEK_MS] : [])];
  const tickLabel = (ms: number) =>
    ms === WEEK_MS ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'week', unitDisplay: 'short' }).format(1) : formatDuration(ms, locale);
  return {
    weeks: report.weeks.map(({ weekStart, figures }) => ({ label: formatDay(weekStart, locale), medianMs: figures.medianMs, p90Ms: figures.p90Ms })),
    ticks: marks.map((ms) => ({ ms, label: tickLabel(ms) })),
  };
}

/** The report page's data for a viewer. */
export function toReportView(report: ResponseReport, options: { locale: AppLocale; timeZone: string; weeks: number }): ReportView {
  const { locale } = options;
  const t = translatorOf(locale, 'InboxReport');
  const first = report.weeks[0]?.weekStart ?? '';
  const lastMonday = report.weeks.at(-1)?.weekStart ?? first;
  const lastSunday = new Date(Date.parse(`${lastMonday}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10);
  return {
    weeks: options.weeks,
    periods: REPORT_PERIODS,
    timeZone: options.timeZone,
    from: formatDay(first, locale, true),
    to: formatDay(lastSunday, locale, true),
    weekRows: report.weeks.map(({ weekStart, figures }) => ({ key: weekStart, label: formatDay(weekStart, locale), figures: formatFigures(figures, locale) })),
    agentRows: report.agents.map(({ agent, figures }) => ({
      key: agent?.id ?? '',
      label: agent?.name || t('nobody'),
      figures: formatFigures(figures, locale),
    })),
    total: formatFigures(report.total, locale),
    chart: chartOf(report, locale),
    csvHref: `/inbox/report.csv?weeks=${options.weeks}`,
  };
}
