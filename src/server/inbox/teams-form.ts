// The Teams page's forms (admins only): add or change a team, move one up or down, remove one, set how long the person
// rung has to answer. Each is one change to the routing document, read and replaced whole through routing's own
// functions (the ones GET and PUT /api/routing use), so the page and the API hold the same data and the same checks;
// a refused post answers with every problem beside its field, in the admin's language, and what they typed.
import type { AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import type { TeamFormField, TeamFormValues, TeamsDoneKey } from '@/lib/routing/teams-types';
import { WEEKDAYS, type RoutingDocument, type RoutingProblem, type Weekday } from '@/lib/routing/routing-vocabulary';
import { teamFieldOf, teamFormValuesOf, teamOfFormValues } from '@/lib/routing/team-form';
import { weekdayNames } from '@/lib/routing/weekly-hours-text';
import type { Database } from '@/server/db/client';
import { formText } from '@/server/http/form-text';
import { readRouting, replaceRouting } from '@/server/routing/routing-store';
import { routingProblemText } from '@/server/routing/routing-words';
import { teamAnchor } from './teams-view';

/** One past the document's limits: what is cut here is still refused as too long, and no more is kept. */
const TEXT_LENGTH = 200;
const MAX_ENTRIES = 300;

export type TeamsFormResult =
  | { kind: 'done'; key: TeamsDoneKey; anchor?: string }
  | { kind: 'team'; status: 400 | 409; original?: string; values: TeamFormValues; errors: Partial<Record<TeamFormField, string>>; error: string }
  | { kind: 'list'; status: 400 | 409; error?: string; answerWithin?: string; answerWithinError?: string };

const texts = (form: FormData, name: string) =>
  form
    .getAll(name)
    .slice(0, MAX_ENTRIES)
    .flatMap((value) => (typeof value === 'string' && value.length <= TEXT_LENGTH ? [value.trim()] : []))
    .filter((value) => value !== '');

/** The team form's fields as posted. */
function readTeamForm(form: FormData): TeamFormValues {
  const text = (name: string) => formText(form, name, TEXT_LENGTH);
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => [day, { start: text(`${day}-start`).trim(), end: text(`${day}-end`).trim() }]),
  ) as TeamFormValues['hours'];
  return {
    name: text('name'),
    countries: texts(form, 'countries'),
    languages: texts(form, 'languages'),
    timeZone: text('timeZone').trim(),
    isAlwaysOpen: text('alwaysOpen') === '1',
    hours,
    members: texts(form, 'members'),
  };
}

const isWeekday = (field: TeamFormField): field is Weekday => (WEEKDAYS as ReadonlyArray<string>).includes(field);

/** Each problem of the team at `index` beside its field, its sentence naming the field as the form labels it. */
function teamErrors(
  problems: ReadonlyArray<RoutingProblem>,
  index: number,
  locale: AppLocale,
): { errors: Partial<Record<TeamFormField, string>>; other: string[] } {
  const t = translatorOf(locale, 'InboxTeams');
  const days = weekdayNames(locale, 'long');
  const errors: Partial<Record<TeamFormField, string>> = {};
  const other: string[] = [];
  for (const problem of problems) {
    const field = teamFieldOf(problem, index);
    if (!field) {
      other.push(routingProblemText(problem, locale));
      continue;
    }
    const label = isWeekday(field) ? days[field] : t(`fields.${field}`);
    errors[field] ??= routingProblemText({ ...problem, field: label }, locale);
  }
  return { errors, other };
}

/** A changed document, as posted (unchecked), saved whole; a renamed team keeps its leads. */
type Replace = (document: unknown, renamed?: { from: string; to: string }) => ReturnType<typeof replaceRouting>;

async function saveTeam(form: FormData, document: RoutingDocument, replace: Replace, locale: AppLocale): Promise<TeamsFormResult> {
  const t = translatorOf(locale, 'InboxTeams');
  const values = readTeamForm(form);
  const original = formText(form, 'original', TEXT_LENGTH) || undefined;
  const index = original === undefined ? document.teams.length : document.teams.findIndex((team) => team.name === original);
  if (index < 0) return { kind: 'team', status: 409, original, values, errors: {}, error: t('errors.unknownTeam') };
  const teams: unknown[] = [...document.teams];
  teams[index] = teamOfFormValues(values);
  const saved = await replace({ ...document, teams }, original === undefined ? undefined : { from: original, to: values.name.trim() });
  if (saved.ok) return { kind: 'done', key: original === undefined ? 'added' : 'saved', anchor: teamAnchor(index) };
  const { errors, other } = teamErrors(saved.problems, index, locale);
  return { kind: 'team', status: 400, original, values, errors, error: [t('errors.fields'), ...other].join(' ') };
}

/** Runs the Teams page's posted action at `now`. */
export async function runTeamsForm(db: Database, form: FormData, locale: AppLocale, now: Date): Promise<TeamsFormResult> {
  const t = translatorOf(locale, 'InboxTeams');
  const action = formText(form, 'action', 20);
  const document = await readRouting(db);
  const replace: Replace = (changed, renamed) => replaceRouting(changed, db, now, renamed);
  if (action === 'save-team') return saveTeam(form, document, replace, locale);
  if (action === 'answer-within') {
    const answerWithin = formText(form, 'answerWithin', TEXT_LENGTH).trim();
    const saved = await replace({ ...document, answerWithin });
    if (saved.ok) return { kind: 'done', key: 'answerWithin' };
    const problem = saved.problems[0];
    const answerWithinError = problem && routingProblemText({ ...problem, field: t('answerWithin.label') }, locale);
    return { kind: 'list', status: 400, answerWithin, answerWithinError };
  }
  const name = formText(form, 'team', TEXT_LENGTH);
  const index = document.teams.findIndex((team) => team.name === name);
  if (action !== 'move' && action !== 'remove') return { kind: 'list', status: 400, error: t('errors.action') };
  if (index < 0) return { kind: 'list', status: 409, error: t('errors.unknownTeam') };
  const teams = [...document.teams];
  if (action === 'remove') {
    teams.splice(index, 1);
    const saved = await replace({ ...document, teams });
    return saved.ok
      ? { kind: 'done', key: 'removed' }
      : { kind: 'list', status: 409, error: saved.problems.map((problem) => routingProblemText(problem, locale)).join(' ') };
  }
  const to = formText(form, 'direction', 10) === 'up' ? index - 1 : index + 1;
  const [moved] = teams.splice(index, 1);
  if (!moved || to < 0 || to > teams.length) return { kind: 'done', key: 'moved', anchor: teamAnchor(index) };
  teams.splice(to, 0, moved);
  const saved = await replace({ ...document, teams });
  return saved.ok
    ? { kind: 'done', key: 'moved', anchor: teamAnchor(to) }
    : { kind: 'list', status: 409, error: saved.problems.map((problem) => routingProblemText(problem, locale)).join(' ') };
}

/** The form of the team named `name` as stored, or undefined when there is none. */
export async function storedTeamForm(db: Database, name: string): Promise<TeamFormValues | undefined> {
  const team = (await readRouting(db)).teams.find((candidate) => candidate.name === name);
  return team && teamFormValuesOf(team);
}
