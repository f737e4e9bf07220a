// The routing as one document: how long an assignee has to answer, and the teams in the admin's order, each with the
// countries and languages it serves, its time zone and weekly hours, and its members (e-mails of the inbox's people).
// GET and PUT /api/routing carry it, and the Teams page reads and writes the same. This reads one as posted: its
// shape, and each field against what it may hold, naming the field of each problem. Whether a member is a person of
// the inbox is the server's to check (src/server/routing/routing-store.ts).
import { getCountries } from 'libphonenumber-js/min';
import { readDuration } from '@/lib/duration';
import { readableLine } from '@/lib/lead-text';
import {
  DEFAULT_ANSWER_WITHIN,
  EVERY_OTHER_COUNTRY,
  minutesOfTime,
  ROUTING_LANGUAGES,
  ROUTING_LIMITS,
  WEEKDAYS,
  type RoutingDocument,
  type RoutingProblem,
  type RoutingProblemKey,
  type TeamDocument,
  type WeeklyHours,
} from './routing-vocabulary';

export type RoutingReading = { ok: true; document: RoutingDocument } | { ok: false; problems: RoutingProblem[] };

const countryCodes = new Set<string>(getCountries());
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `timeZone` names an IANA zone Intl knows (`Africa/Nairobi`, `UTC`); offsets such as `+03:00` are not zones. */
function isTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Short text of a value at fault, for the message; nothing for anything long or not text. */
const shown = (value: unknown) => (typeof value === 'string' && value.length <= 64 ? readableLine(value) : undefined);

/** Reads a posted routing document; every problem found, each naming its field. */
export function readRoutingDocument(value: unknown): RoutingReading {
  const problems: RoutingProblem[] = [];
  const report = (field: string, problem: RoutingProblemKey, at?: unknown) => problems.push({ field, problem, ...(shown(at) ? { value: shown(at) } : {}) });
  if (!isRecord(value)) return { ok: false, problems: [{ field: '', problem: 'shape' }] };
  for (const key of Object.keys(value)) if (key !== 'answerWithin' && key !== 'teams') report(key, 'unknownField', key);
  const answerWithin = value.answerWithin ?? DEFAULT_ANSWER_WITHIN;
  const withinMs = typeof answerWithin === 'string' ? readDuration(answerWithin) : undefined;
  if (withinMs === undefined || withinMs < ROUTING_LIMITS.answerWithinMinMs || withinMs > ROUTING_LIMITS.answerWithinMaxMs)
    report('answerWithin', 'answerWithin', answerWithin);
  if (!Array.isArray(value.teams)) return { ok: false, problems: [...problems, { field: 'teams', problem: 'shape' }] };
  if (value.teams.length > ROUTING_LIMITS.teams) report('teams', 'tooMany');
  const names = new Set<string>();
  const teams = value.teams.map((team: unknown, index) => readTeam(team, `teams[${index}]`, report, names));
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, document: { answerWithin: String(answerWithin).trim(), teams: teams.filter((team): team is TeamDocument => team !== undefined) } };
}

type Report = (field: string, problem: RoutingProblemKey, at?: unknown) => void;
const TEAM_KEYS = new Set(['name', 'countries', 'languages', 'timeZone', 'hours', 'members']);

function readTeam(value: unknown, field: string, report: Report, names: Set<string>): TeamDocument | undefined {
  if (!isRecord(value)) return void report(field, 'shape');
  for (const key of Object.keys(value)) if (!TEAM_KEYS.has(key)) report(`${field}.${key}`, 'unknownField', key);
  const name = typeof value.name === 'string' ? readableLine(value.name)?.trim() : undefined;
  if (!name || name.length > ROUTING_LIMITS.nameLength) report(`${field}.name`, 'name', value.name);
  else if (names.has(name.toLowerCase())) report(`${field}.name`, 'duplicateTeam', name);
  else names.add(name.toLowerCase());
  const countries = readList(value.countries, `${field}.countries`, report, (code, at) => {
    const upper = code.toUpperCase();
    if (upper !== EVERY_OTHER_COUNTRY && !countryCodes.has(upper)) return void report(at, 'country', code);
    return upper;
  });
  if (countries && countries.length === 0) report(`${field}.countries`, 'noCountry');
  const languages = readList(value.languages ?? [], `${field}.languages`, report, (language, at) => {
    if (!ROUTING_LANGUAGES.includes(language)) return void report(at, 'language', language);
    return language;
  });
  const timeZone = typeof value.timeZone === 'string' ? value.timeZone.trim() : '';
  if (!isTimeZone(timeZone)) report(`${field}.timeZone`, 'timeZone', value.timeZone);
  const hours = readHours(value.hours, `${field}.hours`, report);
  const members = readList(value.members ?? [], `${field}.members`, report, (email, at) => {
    const address = email.trim().toLowerCase();
    if (!EMAIL.test(address) || address.length > 254) return void report(at, 'email', email);
    return address;
  });
  if (members && members.length > ROUTING_LIMITS.members) report(`${field}.members`, 'tooMany');
  if (!name || !countries || !languages || !members || hours === undefined) return undefined;
  return { name, countries, languages, timeZone, hours, members };
}

/** A list of strings, each read by `item` (undefined: reported), duplicates dropped; undefined when it is no list. */
function readList(value: unknown, field: string, report: Report, item: (text: string, field: string) => string | undefined): string[] | undefined {
  if (!Array.isArray(value)) return void report(field, 'shape');
  const read = value.map((entry: unknown, index) =>
    typeof entry === 'string' ? item(entry, `${field}[${index}]`) : void report(`${field}[${index}]`, 'shape'),
  );
  return [...new Set(read.filter((entry): entry is string => entry !== undefined))];
}

/** The weekly hours, null for always open; undefined when any day is wrong (reported). */
function readHours(value: unknown, field: string, report: Report): WeeklyHours | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return void report(field, 'shape');
  const hours: WeeklyHours = {};
  let isValid = true;
  for (const [day, span] of Object.entries(value)) {
    const at = `${field}.${day}`;
    const weekday = WEEKDAYS.find((known) => known === day);
    if (!weekday) {
      report(at, 'unknownField', day);
      isValid = false;
      continue;
    }
    if (!Array.isArray(span) || span.length !== 2 || !span.every((time) => typeof time === 'string')) {
      report(at, 'shape');
      isValid = false;
      continue;
    }
    const [start = '', end = ''] = span as string[];
    const badTime = [start, end].find((time, index) => !(TIME.test(time) || (index === 1 && time === '24:00')));
    if (badTime !== undefined) report(at, 'time', badTime);
    else if (minutesOfTime(end) <= minutesOfTime(start)) report(at, 'endBeforeStart', `${start}–${end}`);
    else hours[weekday] = [start, end];
    if (badTime !== undefined || minutesOfTime(end) <= minutesOfTime(start)) isValid = false;
  }
  return isValid ? hours : undefined;
}
