// Which team a lead belongs to: the first team, in the admin's order, whose countries and languages include the lead's.
// `*` among a team's countries stands for every country no other team names. No team, or none that matches: the lead
// rings everyone, so a site with no teams set up loses no lead.
import { storedLocaleOf, urlSegmentOf } from '@/i18n/locales';
import { EVERY_OTHER_COUNTRY } from './routing-vocabulary';

/** What matching needs of a team: its countries (codes or `*`) and languages (none: every language). */
export interface TeamScope {
  countries: ReadonlyArray<string>;
  languages: ReadonlyArray<string>;
}

/** A lead's language as teams name it: the URL segment of the page it came from (`en`, `zh_cn`). */
export function leadLanguageOf(storedLocale: string): string {
  return urlSegmentOf(storedLocaleOf(storedLocale));
}

/** The team a lead of `country` written in `language` (leadLanguageOf) belongs to, if any. */
export function findLeadTeam<Team extends TeamScope>(teams: ReadonlyArray<Team>, lead: { country: string; language: string }): Team | undefined {
  const isNamed = teams.some((team) => team.countries.includes(lead.country));
  return teams.find((team) => {
    const hasCountry = team.countries.includes(lead.country) || (!isNamed && team.countries.includes(EVERY_OTHER_COUNTRY));
    return hasCountry && (team.languages.length === 0 || team.languages.includes(lead.language));
  });
}
