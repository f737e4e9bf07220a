// The report's figures, from each lead's time to first response (src/server/inbox/response-report.ts reads them):
// per week of arrival and per person who answered, the median, the 90th percentile, and the shares answered within
// 5 minutes and within 1 hour. Pure functions of their input, so the figures are tested on fixed data.
import { nearestRank } from '@/lib/nearest-rank';
import { DAY_MS, localDayNumber, MINUTE_MS, startOfDayIn, weekdayOf } from '@/lib/zoned-time';

/** The thresholds the report gives a share for: answered within 5 minutes, and within 1 hour. */
const RESPONSE_THRESHOLDS_MS = { fiveMinutes: 5 * MINUTE_MS, oneHour: 60 * MINUTE_MS } as const;
type ResponseThreshold = keyof typeof RESPONSE_THRESHOLDS_MS;

/** One lead as the report counts it (spam left out before). */
export interface ResponseSample {
  createdAt: Date;
  /** Milliseconds from arrival to the first response by a person; null while nobody has answered. */
  responseMs: number | null;
  /** Who answered (the person of the first responding event); for a lead not yet answered, its assignee, if any. */
  agent: { id: string; name: string } | null;
}

export interface ResponseFigures {
  /** Leads answered, and leads nobody has answered yet. */
  answered: number;
  waiting: number;
  /** Nearest-rank percentiles of the answered leads' times, in ms; null with none answered. */
  medianMs: number | null;
  p90Ms: number | null;
  /** Share (0 to 1) answered within each threshold, of the leads whose outcome is known; null when none is. */
  shares: Record<ResponseThreshold, number | null>;
}

/**
 * The figures of a group of leads at `now`. A share's denominator is the leads whose outcome is known at `now`: those
 * answered, and those still waiting after the threshold passed (a lead that arrived 2 minutes ago and waits may still
 * be answered within 5 minutes, so it is not counted against that share yet).
 */
export function summarizeResponses(samples: ReadonlyArray<ResponseSample>, now: Date): ResponseFigures {
  const times = samples.flatMap((sample) => (sample.responseMs === null ? [] : [sample.responseMs])).sort((a, b) => a - b);
  const share = (limitMs: number) => {
    const known = samples.filter((sample) => sample.responseMs !== null || now.getTime() - sample.createdAt.getTime() >= limitMs);
    if (known.length === 0) return null;
    return known.filter((sample) => sample.responseMs !== null && sample.responseMs <= limitMs).length / known.length;
  };
  return {
    answered: times.length,
    waiting: samples.length - times.length,
    medianMs: nearestRank(times, 50) ?? null,
    p90Ms: nearestRank(times, 90) ?? null,
    shares: { fiveMinutes: share(RESPONSE_THRESHOLDS_MS.fiveMinutes), oneHour: share(RESPONSE_THRESHOLDS_MS.oneHour) },
  };
}

/** `YYYY-MM-DD` of the day numbered `day` (days since 1970-01-01). */
function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday (`YYYY-MM-DD`) that starts the week holding `date` in `timeZone`: weeks run Monday to Sunday. */
export function weekStartOf(date: Date, timeZone: string): string {
  const day = localDayNumber(date.getTime(), timeZone);
  return isoDay(day - weekdayOf(day));
}

/** The `count` weeks up to and including the one holding `now`, oldest first, as their Mondays. */
export function periodWeeks(now: Date, timeZone: string, count: number): string[] {
  const current = Date.parse(`${weekStartOf(now, timeZone)}T00:00:00Z`) / DAY_MS;
  return Array.from({ length: count }, (_, index) => isoDay(current - 7 * (count - 1 - index)));
}

export interface ResponseReport {
  /** Each week of the period, oldest first, by the week the leads arrived in. */
  weeks: Array<{ weekStart: string; figures: ResponseFigures }>;
  /** Each person who answered a lead of the period or holds one waiting, by name; `agent` null: waiting, unassigned. */
  agents: Array<{ agent: { id: string; name: string } | null; figures: ResponseFigures }>;
  total: ResponseFigures;
}

/** The report of the leads that arrived in the period's weeks (`weeks`, from periodWeeks), in `timeZone`, at `now`. */
export function buildResponseReport(
  samples: ReadonlyArray<ResponseSample>,
  options: { now: Date; timeZone: string; weeks: ReadonlyArray<string> },
): ResponseReport {
  // Each week's first instant, and the next week's: a lead belongs to the last week that began at or before it.
  const lastMonday = options.weeks.at(-1);
  const nextMonday = lastMonday === undefined ? undefined : isoDay(Date.parse(`${lastMonday}T00:00:00Z`) / DAY_MS + 7);
  const starts = [...options.weeks, ...(nextMonday ? [nextMonday] : [])].map((day) => startOfDayIn(day, options.timeZone));
  const byWeek = options.weeks.map(() => [] as ResponseSample[]);
  const byAgent = new Map<string, { agent: ResponseSample['agent']; samples: ResponseSample[] }>();
  const inPeriod: ResponseSample[] = [];
  for (const sample of samples) {
    const at = sample.createdAt.getTime();
    // None before the first Monday, nor from the Monday after the last week (its start is the last of `starts`).
    const week = byWeek[starts.findLastIndex((start) => start <= at)];
    if (!week) continue;
    week.push(sample);
    inPeriod.push(sample);
    const key = sample.agent?.id ?? '';
    const group = byAgent.get(key) ?? { agent: sample.agent, samples: [] };
    group.samples.push(sample);
    byAgent.set(key, group);
  }
  const agents = [...byAgent.values()].sort((a, b) => {
    if (!a.agent || !b.agent) return a.agent ? -1 : b.agent ? 1 : 0;
    return a.agent.name.localeCompare(b.agent.name) || a.agent.id.localeCompare(b.agent.id);
  });
  return {
    weeks: options.weeks.map((weekStart, index) => ({ weekStart, figures: summarizeResponses(byWeek[index] ?? [], options.now) })),
    agents: agents.map(({ agent, samples: group }) => ({ agent, figures: summarizeResponses(group, options.now) })),
    total: summarizeResponses(inPeriod, options.now),
  };
}
