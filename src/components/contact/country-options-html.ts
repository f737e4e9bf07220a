import type { CountryOptions } from '@/lib/countries';
import { escapeHtml } from '@/lib/escape-html';

export type CountryOptionLabels = { placeholder: string; featured: string; others: string };

/**
 * The country select's options and groups as one HTML string, set with `dangerouslySetInnerHTML`.
 * As React elements the ~250 options would cost the page three copies (the HTML, their RSC rows and a
 * `countries` prop); as a string the RSC payload carries one compact copy, and the interactive form reads
 * the options back from the rendered select instead of receiving them again.
 * Values are ISO 3166-1 alpha-2 codes and need no quotes.
 */
export function countryOptionsHtml(countries: CountryOptions, labels: CountryOptionLabels): string {
  const options = (list: CountryOptions['featured']) =>
    list.map(({ code, name }) => `<option value=${code}>${escapeHtml(name)}</option>`).join('');
  return (
    `<option value="">${escapeHtml(labels.placeholder)}</option>` +
    `<optgroup label="${escapeHtml(labels.featured)}">${options(countries.featured)}</optgroup>` +
    `<optgroup label="${escapeHtml(labels.others)}">${options(countries.others)}</optgroup>`
  );
}
