// The routing document's shape and its words (weekdays, a team's fields, limits, the problems a posted document may
// have), for whoever reads or shows one. The reader (./routing-document.ts) checks countries against the phone
// library's list; the routing worker, the pushes and the pages need only these words, and so never load that library.
import { locales, urlSegmentOf } from '@/i18n/locales';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** A team's hours per weekday, `["08:00", "18:00"]` in its time zone; a day missing is closed. */
export type WeeklyHours = Partial<Record<Weekday, readonly [string, string]>>;

/** A team's languages: the page a lead came from, as the site's URLs name it (`en`, `zh_cn`). */
export const ROUTING_LANGUAGES: ReadonlyArray<string> = locales.map(urlSegmentOf);
/** In a team's countries: every country no other team names. */
export const EVERY_OTHER_COUNTRY = '*';
export const DEFAULT_ANSWER_WITHIN = '5m';

export interface TeamDocument {
  name: string;
  /** ISO 3166-1 alpha-2 codes of the contact form, or `*`. */
  countries: string[];
  /** ROUTING_LANGUAGES; none: every language. */
  languages: string[];
  /** An IANA zone, e.g. `Africa/Nairobi`. */
  timeZone: string;
  /** Null: always open. */
  hours: WeeklyHours | null;
  /** The members' e-mails, lower case. */
  members: string[];
}

export interface RoutingDocument {
  /** How long an assignee has to answer before the lead passes on (`5m`); LEAD_ANSWER_WITHIN overrides it. */
  answerWithin: string;
  teams: TeamDocument[];
}

export const ROUTING_LIMITS = { teams: 50, members: 100, nameLength: 60, answerWithinMinMs: 10_000, answerWithinMaxMs: 86_400_000 } as const;

/** What may be wrong with a field; each has its sentence under `InboxRouting.problems` in the messages. */
export type RoutingProblemKey =
  | 'shape'
  | 'unknownField'
  | 'tooMany'
  | 'name'
  | 'duplicateTeam'
  | 'country'
  | 'noCountry'
  | 'language'
  | 'timeZone'
  | 'time'
  | 'endBeforeStart'
  | 'answerWithin'
  | 'email'
  | 'member';

/** One problem: the field as a path (`teams[0].hours.mon`), what is wrong, and the value at fault when it is short text. */
export interface RoutingProblem {
  field: string;
  problem: RoutingProblemKey;
  value?: string;
}

/** Minutes since midnight of `HH:MM` (`24:00` is 1440, the end of a day). */
export function minutesOfTime(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}
