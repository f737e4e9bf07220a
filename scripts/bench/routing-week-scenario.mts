// The simulated week's world (scripts/bench/routing-week.mts): four teams in three time zones, 16 people on their
// teams' shifts with random Away spells, 2,000 leads arriving at random over the day (a Poisson process) across four
// markets, and each person's answer delays (two never answer). It also states, independently of the routing code,
// who may be rung for what: each team's shifts as UTC intervals from fixed offsets (these zones keep one offset all
// year), each person's Away spells, and which team each lead is for by the scenario's own rule.
import type { RoutingPerson, RoutingTeam } from '@/lib/routing/duty';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Monday 16 March 2026, 00:00 UTC. */
export const WEEK_START = Date.parse('2026-03-16T00:00:00Z');
export const WEEK_MS = 7 * DAY;

/** A small seeded generator (mulberry32): the same week every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface TeamPlan {
  team: Omit<RoutingTeam, 'memberIds'>;
  /** UTC offset of its zone, in hours, and its shift per weekday (0 Monday) as [start, end] hours, for the ground truth. */
  offset: number;
  shifts: Partial<Record<number, [number, number]>>;
  members: number;
}

const hours = (shifts: TeamPlan['shifts']) =>
  Object.fromEntries(
    Object.entries(shifts).map(([day, [start, end]]) => [
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'][Number(day)],
      [`${String(start).padStart(2, '0')}:00`, `${String(end).padStart(2, '0')}:00`],
    ]),
  );
const weekdays = (span: [number, number], saturday?: [number, number]) => ({
  0: span,
  1: span,
  2: span,
  3: span,
  4: span,
  ...(saturday ? { 5: saturday } : {}),
});

const PLANS: TeamPlan[] = [
  {
    team: { id: 'chinese', name: 'Chinese desk', countries: ['NG', 'KE', 'UG', 'TZ'], languages: ['zh_cn'], timeZone: 'Asia/Shanghai', hours: null },
    offset: 8,
    shifts: { ...weekdays([9, 21]), 5: [9, 21] },
    members: 3,
  },
  {
    team: { id: 'nigeria', name: 'Nigeria', countries: ['NG'], languages: [], timeZone: 'Africa/Lagos', hours: null },
    offset: 1,
    shifts: weekdays([8, 18], [9, 14]),
    members: 5,
  },
  {
    team: { id: 'east', name: 'East Africa', countries: ['KE', 'UG', 'TZ'], languages: [], timeZone: 'Africa/Nairobi', hours: null },
    offset: 3,
    shifts: weekdays([8, 17], [9, 13]),
    members: 5,
  },
  {
    team: { id: 'rest', name: 'Everyone else', countries: ['*'], languages: [], timeZone: 'Africa/Lagos', hours: null },
    offset: 1,
    shifts: { 0: [7, 22], 1: [7, 22], 2: [7, 22], 3: [7, 22], 4: [7, 22], 5: [7, 22], 6: [7, 22] },
    members: 3,
  },
];

export interface Scenario {
  teams: RoutingTeam[];
  people: Map<string, RoutingPerson>;
  /** Each team's shifts in the week as UTC [start, end) intervals (ms). */
  shiftsOf: Map<string, Array<[number, number]>>;
  /** Each person's Away spells as UTC [start, end) intervals (ms). */
  awayOf: Map<string, Array<[number, number]>>;
  /** How long each person takes to answer a ring (ms), or null: never. */
  answerDelay: (personId: string) => number | null;
  leads: Array<{ id: number; at: number; country: string; language: string; expectedTeam: string }>;
}

/** The team a lead is for, by the scenario's rule (not the routing code's). */
function expectedTeamOf(country: string, language: string): string {
  if (language === 'zh_cn' && ['NG', 'KE', 'UG', 'TZ'].includes(country)) return 'chinese';
  if (country === 'NG') return 'nigeria';
  return ['KE', 'UG', 'TZ'].includes(country) ? 'east' : 'rest';
}

/** The week, drawn from `seed`. */
export function buildScenario(seed: number, leadCount: number): Scenario {
  const random = seededRandom(seed);
  const people = new Map<string, RoutingPerson>();
  const shiftsOf = new Map<string, Array<[number, number]>>();
  const awayOf = new Map<string, Array<[number, number]>>();
  const teams = PLANS.map((plan) => {
    const memberIds = Array.from({ length: plan.members }, (_, index) => `${plan.team.id}-${index + 1}`);
    // The first member of Nigeria's and of the rest's is an admin.
    for (const [index, id] of memberIds.entries())
      people.set(id, {
        id,
        name: id,
        role: index === 0 && (plan.team.id === 'nigeria' || plan.team.id === 'rest') ? 'admin' : 'agent',
        isActive: true,
        isAvailable: true,
      });
    const shifts: Array<[number, number]> = [];
    for (let day = -1; day <= 7; day += 1) {
      const span = plan.shifts[((day % 7) + 7) % 7];
      if (span) shifts.push([WEEK_START + day * DAY + (span[0] - plan.offset) * HOUR, WEEK_START + day * DAY + (span[1] - plan.offset) * HOUR]);
    }
    shiftsOf.set(plan.team.id, shifts);
    for (const id of memberIds) {
      // About one shift in three has an Away spell of 10 to 90 minutes somewhere in it.
      awayOf.set(
        id,
        shifts.flatMap(([start, end]) => {
          if (random() > 0.35) return [];
          const length = (10 + random() * 80) * MINUTE;
          const from = start + random() * Math.max(0, end - start - length);
          return [[from, from + length] as [number, number]];
        }),
      );
    }
    return { ...plan.team, hours: hours(plan.shifts), memberIds };
  });
  // Two people never answer; the others take 1 to 4 minutes on average (exponentially spread: some take over 5 min).
  const delays = new Map([...people.keys()].map((id, index) => [id, index === 4 || index === 11 ? null : 60_000 + random() * 180_000]));
  const answerDelay = (id: string) => {
    const mean = delays.get(id);
    return mean === null || mean === undefined ? null : -Math.log(1 - random()) * mean;
  };
  const markets: Array<[number, () => { country: string; language: string }]> = [
    [0.35, () => ({ country: 'NG', language: 'en' })],
    [0.35, () => ({ country: ['KE', 'UG', 'TZ'][Math.floor(random() * 3)] ?? 'KE', language: 'en' })],
    [0.1, () => ({ country: ['NG', 'KE', 'UG', 'TZ'][Math.floor(random() * 4)] ?? 'NG', language: 'zh_cn' })],
    [0.2, () => ({ country: ['GH', 'CI', 'ZA', 'ET', 'CN'][Math.floor(random() * 5)] ?? 'GH', language: random() < 0.2 ? 'zh_cn' : 'en' })],
  ];
  // Poisson arrivals over the week, `leadCount` of them: given their number, their times are uniform and independent.
  const times = Array.from({ length: leadCount }, () => WEEK_START + Math.floor(random() * WEEK_MS)).sort((a, b) => a - b);
  const leads = times.map((at, id) => {
    let pick = random();
    const market = markets.find(([share]) => (pick -= share) < 0) ?? markets[0];
    const { country, language } = market![1]();
    return { id, at, country, language, expectedTeam: expectedTeamOf(country, language) };
  });
  return { teams, people, shiftsOf, awayOf, answerDelay, leads };
}

/** Whether `t` falls in one of `intervals`. */
export const isWithin = (intervals: ReadonlyArray<[number, number]> | undefined, t: number) => (intervals ?? []).some(([start, end]) => t >= start && t < end);
