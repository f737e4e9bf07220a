import type { CountryOptions } from '@/lib/countries';
import { escapeHtml } from '@/lib/escape-html';

export type CountryOptionLabels = { placeholder: string; featured: string; others: string };

/**
 * The country select's options and groups as one HTML string, set with `dangerouslySetInnerHTML`: one compact
 * copy, which the island reads back from the rendered select instead of receiving it again (contact-island.tsx).
 * Values are ISO 3166-1 alpha-2 codes and need no quotes. `selected` (the server's answer page: the country the
 * visitor sent) marks its option, which React cannot do for options set as HTML.
 */
export function countryOptionsHtml(countries: CountryOptions, labels: CountryOptionLabels, selected?: string): string {
  const option = ({ code, name }: CountryOptions['featured'][number]) =>
    code === selected ? `<option value="${code}" selected>${escapeHtml(name)}</option>` : `<option value=${code}>${escapeHtml(name)}</option>`;
  return (
    `<option value="">${escapeHtml(labels.placeholder)}</option>` +
    `<optgroup label="${escapeHtml(labels.featured)}">${countries.featured.map(option).join('')}</optgroup>` +
    `<optgroup label="${escapeHtml(labels.others)}">${countries.others.map(option).join('')}</optgroup>`
  );
}
