// @vitest-environment jsdom
import { getCountries } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { listCountryOptions } from '@/lib/countries';
import { FEATURED_COUNTRIES } from '@/lib/lead-fields';
import { countryOptionsHtml } from './country-options-html';

const labels = { placeholder: 'Choose a country', featured: 'Countries we serve', others: 'All "other" countries' };

/** The options as a browser's select parses them. */
function parse(html: string) {
  const select = document.createElement('select');
  select.innerHTML = html;
  const group = (index: number) => {
    const element = select.querySelectorAll('optgroup')[index];
    return { label: element?.label, options: [...(element?.querySelectorAll('option') ?? [])].map((option) => [option.value, option.text]) };
  };
  return { first: [select.options[0]?.value, select.options[0]?.text], featured: group(0), others: group(1) };
}

describe('countryOptionsHtml', () => {
  it('renders the placeholder, then the served countries, then all others, escaping names and labels', () => {
    const html = countryOptionsHtml({ featured: [{ code: 'NG', name: 'Nigeria' }], others: [{ code: 'AG', name: 'Antigua & <Barbuda>' }] }, labels);
    expect(parse(html)).toEqual({
      first: ['', 'Choose a country'],
      featured: { label: 'Countries we serve', options: [['NG', 'Nigeria']] },
      others: { label: 'All "other" countries', options: [['AG', 'Antigua & <Barbuda>']] },
    });
  });

  it('marks the selected country, and no option for a value that is none', () => {
    const countries = { featured: [{ code: 'NG' as const, name: 'Nigeria' }], others: [{ code: 'AG' as const, name: 'Antigua' }] };
    const selected = (html: string) => {
      const select = document.createElement('select');
      select.innerHTML = html;
      return select.value;
    };
    expect(selected(countryOptionsHtml(countries, labels, 'AG'))).toBe('AG');
    expect(selected(countryOptionsHtml(countries, labels, 'ag'))).toBe('');
    expect(selected(countryOptionsHtml(countries, labels))).toBe('');
  });

  it.each(['en', 'zh-CN'] as const)('offers every country once in %s, the served ones first', (locale) => {
    const { featured, others } = parse(countryOptionsHtml(listCountryOptions(locale), labels));
    expect(featured.options.map(([code]) => code)).toEqual([...FEATURED_COUNTRIES]);
    const codes = [...featured.options, ...others.options].map(([code]) => code);
    expect(codes.toSorted()).toEqual(getCountries().toSorted());
  });
});
