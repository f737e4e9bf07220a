import fc from 'fast-check';
import { getCountries } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import { describe, expect, it } from 'vitest';
import { parseMobile } from './parse-mobile';
import { dialCodeOf, mobileExampleOf, phoneMetadata } from './phone-data/phone-data';

const countries = getCountries();

/** The number parseMobile finds with the lead check's phone data (phone-data.ts), or undefined. */
const withPhoneData = (mobile: string, country: (typeof countries)[number]) => parseMobile(mobile, country, phoneMetadata)?.number;
/** The same with the library's own min metadata, formatting rules included. */
const withLibraryMetadata = (mobile: string, country: (typeof countries)[number]) => parseMobile(mobile, country, metadata)?.number;

describe('parseMobile on the trimmed phone data', () => {
  it('judges every country’s example, in international and national form, as on the library’s metadata', () => {
    for (const country of countries) {
      const example = mobileExampleOf(country) ?? '';
      const national = example.slice((dialCodeOf(country) ?? '').length).trim();
      for (const mobile of [example, national, `0${national}`, `00${example.slice(1)}`, `${example}9`, example.slice(0, -2)]) {
        expect(withPhoneData(mobile, country), `${country} ${mobile}`).toBe(withLibraryMetadata(mobile, country));
      }
    }
  });

  it('judges any digits for any country as on the library’s metadata', () => {
    const mobile = fc.oneof(
      fc.stringMatching(/^\+?[\d ()-]{0,18}$/),
      fc.tuple(fc.constantFrom(...countries), fc.stringMatching(/^\d{4,12}$/)).map(([country, digits]) => `${dialCodeOf(country)} ${digits}`),
    );
    fc.assert(
      fc.property(fc.constantFrom(...countries), mobile, (country, value) => {
        expect(withPhoneData(value, country)).toBe(withLibraryMetadata(value, country));
      }),
      { numRuns: 3000 },
    );
  });
});
