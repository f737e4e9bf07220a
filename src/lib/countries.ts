import { getCountries, type CountryCode } from 'libphonenumber-js/min';
import type { AppLocale } from '@/i18n/locales';
import { FEATURED_COUNTRIES } from './lead-fields';

/** One entry of the contact form's country select. */
type CountryOption = {
  code: CountryCode;
  name: string;
};

export type CountryOptions = {
  featured: CountryOption[];
  others: CountryOption[];
};

/** A country's name in `locale` (its code when the browser or server knows no name for it). */
export function countryNamesIn(locale: AppLocale): (code: string) => string {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return (code) => names.of(code) ?? code;
}

/**
 * The countries of the contact form in the page's language: the ones the platform serves first,
 * in the business's order, then every other country sorted the way readers of `locale` expect.
 * Runs on the server so the names never ship as JavaScript.
 */
export function listCountryOptions(locale: AppLocale): CountryOptions {
  const nameOf = countryNamesIn(locale);
  const collator = new Intl.Collator(locale);
  const featured = new Set<CountryCode>(FEATURED_COUNTRIES);
  const toOption = (code: CountryCode): CountryOption => ({ code, name: nameOf(code) });
  return {
    featured: FEATURED_COUNTRIES.map(toOption),
    others: getCountries()
      .filter((code) => !featured.has(code))
      .map(toOption)
      .sort((a, b) => collator.compare(a.name, b.name)),
  };
}
