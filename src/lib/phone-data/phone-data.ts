import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/core';
import { FEATURED_COUNTRIES } from '@/lib/lead-fields';
import examples from './examples.json';
import metadata from './metadata.json';

/** Metadata for parsing and validating numbers (not formatting them), small enough for the browser. */
export const phoneMetadata = metadata;

const countries = new Set<string>(getCountries(metadata));
/** A country the metadata knows, by its ISO 3166-1 alpha-2 code. */
export const isCountryCode = (value: string): value is CountryCode => countries.has(value);

/** The country's calling code with its plus, e.g. `+234`; undefined for anything but a known country code. */
export function dialCodeOf(country: string): string | undefined {
  return isCountryCode(country) ? `+${getCountryCallingCode(country, metadata)}` : undefined;
}

/** A mobile number of the country in international format, e.g. `+234 802 123 4567`. */
export function mobileExampleOf(country: string): string | undefined {
  return isCountryCode(country) ? examples[country] || undefined : undefined;
}

/** The example mobile number the form shows: the country's, or the first served country's when it has none. */
export function mobileExampleOrDefault(country: unknown): string {
  return (typeof country === 'string' && mobileExampleOf(country)) || mobileExampleOf(FEATURED_COUNTRIES[0]) || '';
}
