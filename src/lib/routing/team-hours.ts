// When a team works: its weekly hours in its own IANA time zone (a day missing is closed; no hours at all, always
// open), asked of an instant. Pure functions of the team and `now`, so the server, the tests and the benchmark's
// simulated week all read the same hours.
import { localDayNumber, localMinuteOfDay, weekdayOf, zonedInstant } from '@/lib/zoned-time';
import { minutesOfTime, WEEKDAYS, type WeeklyHours } from './routing-vocabulary';

/** What the hours rules need of a team. */
export interface TeamClock {
  timeZone: string;
  hours: WeeklyHours | null;
}

/** The day's span in minutes since midnight, for the day numbered `dayNumber` in the team's zone; none when closed. */
function spanOf(team: TeamClock, dayNumber: number): { start: number; end: number } | undefined {
  const span = team.hours?.[WEEKDAYS[weekdayOf(dayNumber)] ?? 'mon'];
  return span ? { start: minutesOfTime(span[0]), end: minutesOfTime(span[1]) } : undefined;
}

/** The instants (ms) a day's hours begin and end, or undefined when the team is closed that day. */
function openingOf(team: TeamClock, dayNumber: number): { opensAt: number; closesAt: number } | undefined {
  const span = spanOf(team, dayNumber);
  if (!span) return undefined;
  return { opensAt: zonedInstant(dayNumber, span.start, team.timeZone), closesAt: zonedInstant(dayNumber, span.end, team.timeZone) };
}

/** Whether the team is inside its hours at `now`. */
export function isTeamOpen(team: TeamClock, now: Date): boolean {
  if (team.hours === null) return true;
  const day = localDayNumber(now.getTime(), team.timeZone);
  const span = spanOf(team, day);
  const minute = localMinuteOfDay(now.getTime(), team.timeZone);
  return span !== undefined && minute >= span.start && minute < span.end;
}

/**
 * When the team next opens after `now` (within a week), or undefined when it is open now, always open, or never open
 * (no day has hours).
 */
export function nextOpeningOf(team: TeamClock, now: Date): Date | undefined {
  if (team.hours === null || isTeamOpen(team, now)) return undefined;
  const today = localDayNumber(now.getTime(), team.timeZone);
  for (let day = today; day <= today + 7; day += 1) {
    const opening = openingOf(team, day);
    if (opening && opening.opensAt > now.getTime()) return new Date(opening.opensAt);
  }
  return undefined;
}

/** When the team's current hours end, if it is open now and its hours end within a week. */
export function closingOf(team: TeamClock, now: Date): Date | undefined {
  if (team.hours === null || !isTeamOpen(team, now)) return undefined;
  const opening = openingOf(team, localDayNumber(now.getTime(), team.timeZone));
  return opening ? new Date(opening.closesAt) : undefined;
}

/** How much of the time from `from` to `to` the team was inside its hours, in ms (all of it when always open). */
export function openMsBetween(team: TeamClock, from: Date, to: Date): number {
  const [start, end] = [from.getTime(), to.getTime()];
  if (end <= start) return 0;
  if (team.hours === null) return end - start;
  let total = 0;
  // A day's hours lie within that local day: days from the one before `from` (a zone behind UTC) to `to`'s.
  const lastDay = localDayNumber(end, team.timeZone);
  for (let day = localDayNumber(start, team.timeZone) - 1; day <= lastDay; day += 1) {
    const opening = openingOf(team, day);
    if (opening) total += Math.max(0, Math.min(end, opening.closesAt) - Math.max(start, opening.opensAt));
  }
  return total;
}
