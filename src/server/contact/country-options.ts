import 'server-only';
import { getCountries } from 'libphonenumber-js/min';
import type { AppLocale } from '@/i18n/routing';
import { FEATURED_COUNTRIES } from '@/lib/lead-schema';

/** Countries for the select: the platform's markets first, then all others by name in the locale. */
export function countryOptions(locale: AppLocale): Array<{ code: string; name: string }> {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const named = (code: string) => ({ code, name: names.of(code) ?? code });
  const featured = new Set<string>(FEATURED_COUNTRIES);
  const collator = new Intl.Collator(locale);
  const others = getCountries()
    .filter((code) => !featured.has(code))
    .map(named)
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...FEATURED_COUNTRIES.map(named), ...others];
}
