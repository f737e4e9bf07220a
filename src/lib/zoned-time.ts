// Wall clocks in IANA time zones, through Intl alone: what an instant reads in a zone, which local day it falls on,
// and the instant a zone's wall clock shows a given time of a given day. The response report's weeks and the routing
// teams' working hours are both counted this way.

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `timeZone` at `instant` (ms), read as if it were UTC: its offset is this minus `instant`. */
function wallClockAt(instant: number, timeZone: string): number {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    const options = {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    } as const;
    formatter = new Intl.DateTimeFormat('en-US', options);
    wallClockFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
}

/** The calendar day holding `instant` in `timeZone`, as days since 1970-01-01 (that day's number on the UTC calendar). */
export function localDayNumber(instant: number, timeZone: string): number {
  return Math.floor(wallClockAt(instant, timeZone) / DAY_MS);
}

/** The minutes since midnight that `timeZone`'s wall clock shows at `instant`. */
export function localMinuteOfDay(instant: number, timeZone: string): number {
  return Math.floor((wallClockAt(instant, timeZone) % DAY_MS) / MINUTE_MS);
}

/** The weekday of a day number (localDayNumber), 0 for Monday to 6 for Sunday: 1970-01-01 was a Thursday. */
export function weekdayOf(dayNumber: number): number {
  return (((dayNumber + 3) % 7) + 7) % 7;
}

/**
 * The instant (ms) `timeZone`'s wall clock shows `minuteOfDay` on the day numbered `dayNumber`, found from the zone's
 * offset there (read twice, as the offset may change between the two guesses). Where a clock change skips that time,
 * the first instant after the gap; where it repeats it, the first of the two.
 */
export function zonedInstant(dayNumber: number, minuteOfDay: number, timeZone: string): number {
  const wanted = dayNumber * DAY_MS + minuteOfDay * MINUTE_MS;
  const first = wanted - (wallClockAt(wanted, timeZone) - wanted);
  const second = wanted - (wallClockAt(first, timeZone) - first);
  const exact = [first, second].filter((instant) => wallClockAt(instant, timeZone) === wanted);
  return exact.length > 0 ? Math.min(...exact) : Math.max(first, second);
}

/**
 * The instant (ms) a day (`YYYY-MM-DD`) begins in `timeZone`: its midnight; where a clock change skips midnight, the
 * first instant of that day.
 */
export function startOfDayIn(day: string, timeZone: string): number {
  return zonedInstant(Date.parse(`${day}T00:00:00Z`) / DAY_MS, 0, timeZone);
}
