import { getCountries } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { listCountryOptions } from './countries';

describe('listCountryOptions', () => {
  it('lists the served countries first, in order', () => {
    const { featured } = listCountryOptions('en');
    expect(featured.map((country) => country.name)).toEqual([
      'Nigeria',
      'Uganda',
      'Kenya',
      'Tanzania',
      'Côte d’Ivoire',
      'China',
    ]);
    expect(featured[0]).toEqual({ code: 'NG', name: 'Nigeria' });
  });

  it('names countries in Chinese on the Chinese page', () => {
    expect(listCountryOptions('zh-CN').featured.map((country) => country.name)).toEqual([
      '尼日利亚',
      '乌干达',
      '肯尼亚',
      '坦桑尼亚',
      '科特迪瓦',
      '中国',
    ]);
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
