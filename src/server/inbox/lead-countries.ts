// The list's country filter offers the countries leads came from, not the world's 250: those names were most of the
// list page's bytes (1.8 of its 8.7 KB with brotli), and a country no lead came from only ever shows an empty list.
import type { AppLocale } from '@/i18n/locales';
import { listCountryOptions, type CountryOptions } from '@/lib/countries';
import type { Database } from '@/server/db/client';
import { leads } from '@/server/db/schema';

/** A new country's first lead reaches the filter within this long: the distinct countries read all leads. */
const COUNTRIES_TTL_MS = 5 * 60_000;
const recentCountries = new WeakMap<Database, { readAt: number; codes: Promise<Set<string>> }>();

/** The countries of the stored leads, read again at most every few minutes. */
function countriesOfLeads(db: Database, now: number): Promise<Set<string>> {
  const recent = recentCountries.get(db);
  if (recent && now - recent.readAt < COUNTRIES_TTL_MS) return recent.codes;
  const codes = db
    .selectDistinct({ country: leads.country })
    .from(leads)
    .then((rows) => new Set(rows.map((row) => row.country)));
  recentCountries.set(db, { readAt: now, codes });
  codes.catch(() => recentCountries.delete(db));
  return codes;
}

/** The country filter's options: the countries the platform serves first, then the others leads came from, and the chosen one. */
export async function countryFilterOptions(db: Database, locale: AppLocale, chosen: string | undefined, now = Date.now()): Promise<CountryOptions> {
  const codes = await countriesOfLeads(db, now);
  const { featured, others } = listCountryOptions(locale);
  return { featured, others: others.filter((option) => codes.has(option.code) || option.code === chosen) };
}
