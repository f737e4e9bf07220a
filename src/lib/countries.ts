import { getCountries, getCountryCallingCode, getExampleNumber, type CountryCode } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import type { AppLocale } from '@/i18n/routing';
import { FEATURED_COUNTRIES } from './lead-schema';

/** One entry of the contact form's country select; plain data so it can cross to the browser. */
export type CountryOption = {
  code: CountryCode;
  name: string;
  /** E.g. `+234`. */
  dialCode: string;
  /** A mobile number of the country in international format, e.g. `+234 802 123 4567`. */
  example: string;
};

export type CountryOptions = {
  featured: CountryOption[];
  others: CountryOption[];
};

function toOption(code: CountryCode, names: Intl.DisplayNames): CountryOption {
  const dialCode = `+${getCountryCallingCode(code)}`;
  return {
    code,
    name: names.of(code) ?? code,
    dialCode,
    example: getExampleNumber(code, examples)?.formatInternational() ?? dialCode,
  };
}

/**
 * The countries of the contact form in the page's language: the ones the platform serves first,
 * in the business's order, then every other country sorted the way readers of `locale` expect.
 * Runs on the server so neither the names nor the example numbers ship as JavaScript.
 */
export function listCountryOptions(locale: AppLocale): CountryOptions {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const featured = new Set<CountryCode>(FEATURED_COUNTRIES);
  return {
    featured: FEATURED_COUNTRIES.map((code) => toOption(code, names)),
    others: getCountries()
      .filter((code) => !featured.has(code))
      .map((code) => toOption(code, names))
      .sort((a, b) => collator.compare(a.name, b.name)),
  };
}
