// A team's weekly hours as a person reads them, in their language: days with the same hours run together
// ("Mon–Fri 08:00–18:00", "周一至周五 08:00–18:00"), a closed day is left out. The Teams page shows them.
import type { AppLocale } from '@/i18n/locales';
import { WEEKDAYS, type Weekday, type WeeklyHours } from './routing-vocabulary';

/** 2024-01-01 was a Monday: the weekdays' names come from the week it began. */
const A_MONDAY_UTC = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/** The weekdays' names in `locale`, Monday first, long ("Monday") or short ("Mon"). */
export function weekdayNames(locale: AppLocale, width: 'long' | 'short'): Record<Weekday, string> {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  return Object.fromEntries(WEEKDAYS.map((day, index) => [day, format.format(A_MONDAY_UTC + index * DAY_MS)])) as Record<Weekday, string>;
}

/**
 * A line per run of consecutive days with the same hours, Monday first; none when no day has hours. `range` joins a
 * run's first and last day in the reader's language.
 */
export function describeWeeklyHours(hours: WeeklyHours, locale: AppLocale, range: (first: string, last: string) => string): string[] {
  const names = weekdayNames(locale, 'short');
  const lines: string[] = [];
  let run: { first: Weekday; last: Weekday; span: string } | undefined;
  const close = () => {
    if (run) lines.push(`${run.first === run.last ? names[run.first] : range(names[run.first], names[run.last])} ${run.span}`);
    run = undefined;
  };
  for (const day of WEEKDAYS) {
    const hoursOfDay = hours[day];
    const span = hoursOfDay ? `${hoursOfDay[0]}–${hoursOfDay[1]}` : undefined;
    if (run && span === run.span) run.last = day;
    else {
      close();
      if (span) run = { first: day, last: day, span };
    }
  }
  close();
  return lines;
}
