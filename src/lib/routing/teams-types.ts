// The Teams page's data, shared by the server that fills it (src/server/inbox/teams-view.ts, teams-form.ts) and the
// components that show it (src/components/inbox/teams-*.tsx): plain, already translated and formatted.
import type { Weekday } from './routing-vocabulary';

/** A team's fields as its form holds them: what was stored, or what was typed in a post that was refused. */
export interface TeamFormValues {
  name: string;
  /** Country codes, `*` among them for every country no other team names. */
  countries: string[];
  /** The site's languages as URLs name them (`en`, `zh_cn`); none: every language. */
  languages: string[];
  timeZone: string;
  isAlwaysOpen: boolean;
  /** Each weekday's hours as typed (`HH:MM`, empty when closed), in the team's time zone. */
  hours: Record<Weekday, { start: string; end: string }>;
  /** The members' e-mails. */
  members: string[];
}

/** The parts of the team form an error is shown beside. */
export type TeamFormField = 'name' | 'countries' | 'languages' | 'timeZone' | 'hours' | Weekday | 'members';

/** What the Teams page's last post did; its message, in the admin's language, is a key of `InboxTeams.done`. */
export const TEAMS_DONE_KEYS = ['added', 'saved', 'moved', 'removed', 'answerWithin'] as const;
export type TeamsDoneKey = (typeof TEAMS_DONE_KEYS)[number];

/** A member of a team as the Teams page lists them: on duty now, Away, off their team's hours, or disabled. */
export interface TeamMemberView {
  name: string;
  state: 'onDuty' | 'away' | 'offHours' | 'disabled';
}

/** One team's card, everything in the admin's language. */
export interface TeamCardView {
  name: string;
  /** The element the page lands on after an action on the team. */
  anchor: string;
  countries: string;
  languages: string;
  timeZone: string;
  /** The weekly hours, a line per run of days with the same hours ("Mon–Fri 08:00–18:00"), or "Always open". */
  hours: string[];
  /** Open or closed now, and until when, in the team's time zone. */
  openNow: string;
  isOpen: boolean;
  /** Who is on duty now, their names as a list in the admin's language (empty: nobody). */
  onDuty: string;
  members: TeamMemberView[];
  editHref: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
}

export interface TeamsPageView {
  teams: TeamCardView[];
  /** `answerWithin` as stored, or as typed in a refused post. */
  answerWithin: string;
  /** LEAD_ANSWER_WITHIN, when the server's environment overrides `answerWithin`. */
  answerWithinOverride?: string;
  done?: TeamsDoneKey;
  /** The team card the last post acted on (its anchor), where its message shows; none: the page's top. */
  doneAt?: string;
  /** Why the last post was refused (answerWithin's field, or the team it named). */
  error?: string;
  answerWithinError?: string;
}

/** The add or edit form of one team, with the choices it offers. */
export interface TeamFormView {
  /** The team's name as stored, when editing (the post names the team it changes by it). */
  original?: string;
  values: TeamFormValues;
  /** Each field's problem, in the admin's language, naming the field. */
  errors: Partial<Record<TeamFormField, string>>;
  /** A problem that is no field's (the team no longer exists). */
  error?: string;
  /** The markets first (checkboxes), then every other country of the contact form (a multiple select). */
  countries: { featured: Array<{ code: string; name: string }>; others: Array<{ code: string; name: string }> };
  languages: Array<{ value: string; name: string }>;
  /** The IANA zones Intl knows, offered as the time zone field's suggestions. */
  timeZones: string[];
  /** Each weekday's name, and its short name for the hours' rows on a phone. */
  weekdays: Array<{ day: Weekday; name: string; short: string }>;
  /** The people who may be members: everyone who may sign in, and a disabled person who is a member already. */
  people: Array<{ email: string; name: string; isDisabled: boolean }>;
}
