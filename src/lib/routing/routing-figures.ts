// Routing's figures for the report, per team and per person: the share of leads answered by the first person rung,
// how many leads were passed on, and a team's first response counted from arrival and within its working hours. Pure
// functions of each routed lead's story, so they are tested on fixed data (src/server/routing/routing-report.ts reads
// the stories).
import { nearestRank } from '@/lib/nearest-rank';
import { openMsBetween, type TeamClock } from './team-hours';

interface Named {
  id: string;
  name: string;
}

/** One lead its team routed (spam left out before). */
export interface RoutedLeadStory {
  team: Named & TeamClock;
  createdAt: Date;
  /** The first person routing rang; null while the lead has only waited. */
  firstRung: Named | null;
  /** The holder of each pass-on, in order: whom it was taken from. */
  passedFrom: ReadonlyArray<Named>;
  /** The first response by a person (LEAD_RESPONSE_KINDS), if any. */
  response: { at: Date; personId: string } | null;
}

export interface Percentiles {
  medianMs: number | null;
  p90Ms: number | null;
}

export interface TeamRoutingFigures {
  team: Named;
  leads: number;
  /** Leads whose first person's turn is over (answered by anyone, or passed on), and of them the ones that person answered. */
  firstTurnsOver: number;
  answeredByFirst: number;
  /** answeredByFirst / firstTurnsOver, 0 to 1; null when no turn is over. */
  answeredByFirstShare: number | null;
  /** Leads passed on at least once. */
  passedOn: number;
  /** Time to first response from arrival, and counting only the team's working hours. */
  fromArrival: Percentiles;
  withinHours: Percentiles;
}

export interface PersonRoutingFigures {
  person: Named;
  /** Leads routing rang this person for first, whose turn is over, and of them the ones they answered. */
  firstTurnsOver: number;
  answeredByThem: number;
  answeredShare: number | null;
  /** Leads passed on from this person. */
  passedOn: number;
}

function percentilesOf(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return { medianMs: nearestRank(sorted, 50) ?? null, p90Ms: nearestRank(sorted, 90) ?? null };
}

const isFirstTurnOver = (story: RoutedLeadStory) => story.firstRung !== null && (story.response !== null || story.passedFrom.length > 0);
const isAnsweredByFirst = (story: RoutedLeadStory) => story.firstRung !== null && story.response?.personId === story.firstRung.id;
const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** The figures of each team (in the order first met) and each person rung, from the routed leads' stories. */
export function summarizeRouting(stories: ReadonlyArray<RoutedLeadStory>): { teams: TeamRoutingFigures[]; people: PersonRoutingFigures[] } {
  const byTeam = new Map<string, RoutedLeadStory[]>();
  const people = new Map<string, PersonRoutingFigures>();
  const personOf = (named: Named) => {
    const known = people.get(named.id) ?? { person: named, firstTurnsOver: 0, answeredByThem: 0, answeredShare: null, passedOn: 0 };
    people.set(named.id, known);
    return known;
  };
  for (const story of stories) {
    byTeam.set(story.team.id, [...(byTeam.get(story.team.id) ?? []), story]);
    if (story.firstRung && isFirstTurnOver(story)) {
      const first = personOf(story.firstRung);
      first.firstTurnsOver += 1;
      if (isAnsweredByFirst(story)) first.answeredByThem += 1;
    }
    for (const holder of story.passedFrom) personOf(holder).passedOn += 1;
  }
  const teams = [...byTeam.values()].map((group) => {
    const over = group.filter(isFirstTurnOver);
    const answeredByFirst = over.filter(isAnsweredByFirst).length;
    const answered = group.flatMap((story) => (story.response ? [{ story, at: story.response.at }] : []));
    const team = group[0]?.team ?? { id: '', name: '', timeZone: 'UTC', hours: null };
    return {
      team: { id: team.id, name: team.name },
      leads: group.length,
      firstTurnsOver: over.length,
      answeredByFirst,
      answeredByFirstShare: share(answeredByFirst, over.length),
      passedOn: group.filter((story) => story.passedFrom.length > 0).length,
      fromArrival: percentilesOf(answered.map(({ story, at }) => Math.max(0, at.getTime() - story.createdAt.getTime()))),
      withinHours: percentilesOf(answered.map(({ story, at }) => openMsBetween(story.team, story.createdAt, at))),
    };
  });
  const persons = [...people.values()]
    .map((person) => ({ ...person, answeredShare: share(person.answeredByThem, person.firstTurnsOver) }))
    .sort((a, b) => a.person.name.localeCompare(b.person.name) || a.person.id.localeCompare(b.person.id));
  return { teams, people: persons };
}
