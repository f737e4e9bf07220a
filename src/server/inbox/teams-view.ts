// The Teams page's data as its components take it: each team of the routing document in the admin's language (its
// countries' names, languages, hours, open or closed now in its own time zone, who is on duty), and the team form with
// its choices. The document and the duty come from routing's own functions, the ones GET /api/routing reads too.
import { localeFromUrlSegment, type AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import { countryNamesIn, listCountryOptions } from '@/lib/countries';
import type { TeamCardView, TeamFormView, TeamMemberView, TeamsPageView } from '@/lib/routing/teams-types';
import { EVERY_OTHER_COUNTRY, ROUTING_LANGUAGES, WEEKDAYS, type TeamDocument } from '@/lib/routing/routing-vocabulary';
import { describeWeeklyHours, weekdayNames } from '@/lib/routing/weekly-hours-text';
import { localDayNumber } from '@/lib/zoned-time';
import { listPeople } from '@/server/auth/people';
import type { Database } from '@/server/db/client';
import { listOnDuty, type TeamDuty } from '@/server/routing/on-duty';
import { answerWithinOverride } from '@/server/routing/routing-settings';
import { readRouting } from '@/server/routing/routing-store';

/** The Teams page's address for a team's form, and the element a team's card is. */
const teamFormHref = (name: string) => `/inbox/teams?${new URLSearchParams({ team: name })}`;
export const teamAnchor = (index: number) => `team-${index + 1}`;

/** The name of a language of the document (`en`, `zh_cn`) in the admin's language. */
function languageNamesIn(locale: AppLocale): (language: string) => string {
  const t = translatorOf(locale, 'InboxLead');
  return (language) => {
    const appLocale = localeFromUrlSegment(language);
    return appLocale ? t(`languages.${appLocale}`) : language;
  };
}

/** Whether the team is open now and until when, or when it opens, in its own time zone. */
function openNowText(duty: TeamDuty, locale: AppLocale, now: Date): string {
  const t = translatorOf(locale, 'InboxTeams');
  const time = (date: Date) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: duty.timeZone }).format(date);
  if (duty.isOpen) return duty.closesAt ? t('card.openUntil', { time: time(duty.closesAt) }) : t('card.openAlways');
  if (!duty.opensAt) return t('card.closedNever');
  if (localDayNumber(duty.opensAt.getTime(), duty.timeZone) === localDayNumber(now.getTime(), duty.timeZone))
    return t('card.closedToday', { time: time(duty.opensAt) });
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: duty.timeZone }).format(duty.opensAt);
  return t('card.closedLater', { day, time: time(duty.opensAt) });
}

function memberState(member: TeamDuty['members'][number]): TeamMemberView['state'] {
  if (!member.isActive) return 'disabled';
  if (member.isOnDuty) return 'onDuty';
  return member.availability === 'away' ? 'away' : 'offHours';
}

function teamCard(team: TeamDocument, index: number, count: number, duty: TeamDuty | undefined, locale: AppLocale, now: Date): TeamCardView {
  const t = translatorOf(locale, 'InboxTeams');
  const list = new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' });
  const countryName = countryNamesIn(locale);
  const countries = team.countries.map((code) => (code === EVERY_OTHER_COUNTRY ? t('card.everyOtherCountry') : countryName(code)));
  const hours = team.hours === null ? [t('card.alwaysOpen')] : describeWeeklyHours(team.hours, locale, (first, last) => t('card.range', { first, last }));
  const members = (duty?.members ?? []).map((member) => ({ name: member.name, state: memberState(member) }));
  return {
    name: team.name,
    anchor: teamAnchor(index),
    countries: list.format(countries),
    languages: team.languages.length === 0 ? t('card.everyLanguage') : list.format(team.languages.map(languageNamesIn(locale))),
    timeZone: team.timeZone,
    hours: hours.length > 0 ? hours : [t('card.noHours')],
    openNow: duty ? openNowText(duty, locale, now) : '',
    isOpen: duty?.isOpen ?? false,
    onDuty: list.format((duty?.members ?? []).filter((member) => member.isOnDuty).map((member) => member.name)),
    members,
    editHref: teamFormHref(team.name),
    canMoveUp: index > 0,
    canMoveDown: index < count - 1,
  };
}

/** The list of teams at `now`, with what the last post did or why it was refused. */
export async function loadTeamsPage(
  db: Database,
  options: { locale: AppLocale; now: Date } & Pick<TeamsPageView, 'done' | 'doneAt' | 'error' | 'answerWithinError'> & { answerWithin?: string },
): Promise<TeamsPageView> {
  const [document, duty] = await Promise.all([readRouting(db), listOnDuty(db, options.now)]);
  const dutyOf = new Map(duty.teams.map((team) => [team.name, team]));
  return {
    teams: document.teams.map((team, index) => teamCard(team, index, document.teams.length, dutyOf.get(team.name), options.locale, options.now)),
    answerWithin: options.answerWithin ?? document.answerWithin,
    answerWithinOverride: answerWithinOverride?.text,
    done: options.done,
    doneAt: options.doneAt,
    error: options.error,
    answerWithinError: options.answerWithinError,
  };
}

/** The team form: `values` (stored or typed), the problems to show, and the choices it offers in the admin's language. */
export async function loadTeamForm(
  db: Database,
  locale: AppLocale,
  form: Pick<TeamFormView, 'original' | 'values' | 'errors' | 'error'>,
): Promise<TeamFormView> {
  const { featured, others } = listCountryOptions(locale);
  const languageName = languageNamesIn(locale);
  const [names, short] = [weekdayNames(locale, 'long'), weekdayNames(locale, 'short')];
  const people = await listPeople(db);
  return {
    ...form,
    countries: { featured, others },
    languages: ROUTING_LANGUAGES.map((value) => ({ value, name: languageName(value) })),
    timeZones: Intl.supportedValuesOf('timeZone'),
    weekdays: WEEKDAYS.map((day) => ({ day, name: names[day], short: short[day] })),
    people: people
      .filter((person) => !person.isDisabled || form.values.members.includes(person.email))
      .map(({ email, name, isDisabled }) => ({ email, name, isDisabled })),
  };
}
