// A team of the routing document as the Teams page's form holds it, and back: the form's days are two time fields each
// (empty: closed), "Always open" is a checkbox, and a routing problem (its field a path such as `teams[2].hours.mon`)
// is shown beside the form's field it names. The document's own checks (./routing-document.ts) judge what was typed.
import type { TeamFormField, TeamFormValues } from './teams-types';
import { WEEKDAYS, type RoutingProblem, type TeamDocument, type Weekday } from './routing-vocabulary';

/** A day's end of `24:00` (midnight, the end of the day) is `00:00` in a time field, which stops at 23:59. */
const END_OF_DAY = '24:00';
const MIDNIGHT = '00:00';

function closedWeek(): TeamFormValues['hours'] {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, { start: '', end: '' }])) as TeamFormValues['hours'];
}

/** A new team's form: nothing chosen, closed every day. */
export function emptyTeamForm(): TeamFormValues {
  return { name: '', countries: [], languages: [], timeZone: '', isAlwaysOpen: false, hours: closedWeek(), members: [] };
}

/** A stored team in its form. */
export function teamFormValuesOf(team: TeamDocument): TeamFormValues {
  const hours = closedWeek();
  for (const day of WEEKDAYS) {
    const span = team.hours?.[day];
    if (span) hours[day] = { start: span[0], end: span[1] === END_OF_DAY ? MIDNIGHT : span[1] };
  }
  return {
    name: team.name,
    countries: [...team.countries],
    languages: [...team.languages],
    timeZone: team.timeZone,
    isAlwaysOpen: team.hours === null,
    hours,
    members: [...team.members],
  };
}

/**
 * The team a form holds, as the routing document takes it (unchecked: the document's reader judges it). A day with
 * either time typed is a span (a missing one is reported as a bad time); an end of 00:00 after a later start is the
 * day's end, midnight.
 */
export function teamOfFormValues(values: TeamFormValues): Record<string, unknown> {
  const hours: Partial<Record<Weekday, [string, string]>> = {};
  for (const day of WEEKDAYS) {
    const { start, end } = values.hours[day];
    if (start === '' && end === '') continue;
    hours[day] = [start, end === MIDNIGHT && start !== MIDNIGHT ? END_OF_DAY : end];
  }
  return {
    name: values.name,
    countries: values.countries,
    languages: values.languages,
    timeZone: values.timeZone,
    hours: values.isAlwaysOpen ? null : hours,
    members: values.members,
  };
}

const FIELD_OF_KEY: Record<string, TeamFormField> = {
  name: 'name',
  countries: 'countries',
  languages: 'languages',
  timeZone: 'timeZone',
  hours: 'hours',
  members: 'members',
};

/**
 * The form's field a problem of the document names, for the team at `index` of it; undefined for another team's. Two
 * teams of one name are the edited team's problem, whichever of the two the document names.
 */
export function teamFieldOf(problem: RoutingProblem, index: number): TeamFormField | undefined {
  if (problem.problem === 'duplicateTeam') return 'name';
  const match = /^teams\[(\d+)\]\.(\w+)(?:\.(\w+))?/.exec(problem.field);
  if (!match || Number(match[1]) !== index) return undefined;
  const [, , key = '', day] = match;
  const weekday = WEEKDAYS.find((known) => known === day);
  if (key === 'hours' && weekday) return weekday;
  return FIELD_OF_KEY[key];
}
