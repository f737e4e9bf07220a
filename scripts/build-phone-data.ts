import { getCountries, getExampleNumber, type MetadataJson } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import metadata from 'libphonenumber-js/min/metadata';

/** Index of a numbering plan's formatting rules in libphonenumber-js's compressed (version 4) metadata. */
const FORMATS = 4;

type NumberingPlans = Record<string, unknown[]>;

const withoutFormats = (plans: NumberingPlans) =>
  Object.fromEntries(Object.entries(plans).map(([key, plan]) => [key, plan.map((value, index) => (index === FORMATS ? 0 : value))]));

/**
 * The browser's phone data, derived from the installed libphonenumber-js (`npm run phone-data` writes it):
 * - `metadata`: the library's min metadata without the formatting rules, about half its gzipped size. Parsing
 *   and validation never read those rules (only formatting does), so the verdicts stay the library's.
 * - `examples`: each country's example mobile number, formatted internationally here, where the rules are.
 */
export function buildPhoneData() {
  const source = metadata as unknown as MetadataJson & { countries: NumberingPlans; nonGeographic: NumberingPlans };
  return {
    metadata: { ...source, countries: withoutFormats(source.countries), nonGeographic: withoutFormats(source.nonGeographic) },
    examples: Object.fromEntries(getCountries().map((country) => [country, getExampleNumber(country, examples)?.formatInternational() ?? ''])),
  };
}

/** JSON with one line per entry (per numbering plan in the metadata), so a library update shows as a readable diff. */
export function toJsonLines(value: Record<string, unknown>): string {
  const entries = Object.entries(value).map(([key, inner]) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return `${JSON.stringify(key)}: ${JSON.stringify(inner)}`;
    const lines = Object.entries(inner).map(([innerKey, item]) => `  ${JSON.stringify(innerKey)}: ${JSON.stringify(item)}`);
    return `${JSON.stringify(key)}: {\n${lines.join(',\n')}\n}`;
  });
  return `{\n${entries.join(',\n')}\n}\n`;
}
