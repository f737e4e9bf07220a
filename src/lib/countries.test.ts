import { getCountries } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { listCountryOptions } from './countries';

describe('listCountryOptions', () => {
  it('lists the four markets the spec names first, in order, and nothing else there', () => {
    const { featured, others } = listCountryOptions('en');
    expect(featured.map((country) => country.name)).toEqual(['Nigeria', 'Uganda', 'Kenya', 'Tanzania']);
    expect(featured[0]).toEqual({ code: 'NG', name: 'Nigeria' });
    // Countries the form offers but the platform is not said to serve follow under "Other countries".
    expect(others.map((country) => country.code)).toEqual(expect.arrayContaining(['CN', 'CI']));
  });

  it('names countries in Chinese on the Chinese page', () => {
    expect(listCountryOptions('zh-CN').featured.map((country) => country.name)).toEqual(['尼日利亚', '乌干达', '肯尼亚', '坦桑尼亚']);
  });

  it('lists every other country once, sorted by name in the locale', () => {
    for (const locale of ['en', 'zh-CN'] as const) {
      const { featured, others } = listCountryOptions(locale);
      const codes = [...featured, ...others].map((country) => country.code);
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes.toSorted()).toEqual(getCountries().toSorted());
      const collator = new Intl.Collator(locale);
      const names = others.map((country) => country.name);
      expect(names).toEqual(names.toSorted(collator.compare));
    }
  });
});
