import { getCountries } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { leadSchema } from '@/lib/lead-schema';
import { dialCodeOf, mobileExampleOf } from './phone-data';

const countries = getCountries();

const lead = (country: string, mobile: string) => ({ name: 'Ada Obi', country, mobile, message: 'Hello' });

describe('phone data', () => {
  it('gives the calling code and an international example mobile number of a country', () => {
    expect(dialCodeOf('NG')).toBe('+234');
    expect(mobileExampleOf('NG')).toBe('+234 802 123 4567');
    expect(dialCodeOf('IM')).toBe('+44');
    for (const value of ['', 'XX', 'ng', 'toString', '__proto__']) {
      expect(dialCodeOf(value)).toBeUndefined();
      expect(mobileExampleOf(value)).toBeUndefined();
    }
  });

  it('gives every country an example that starts with its dial code and that the server accepts', () => {
    for (const country of countries) {
      const example = mobileExampleOf(country) ?? '';
      expect(example.startsWith(`${dialCodeOf(country)} `), `${country} ${example}`).toBe(true);
      expect(leadSchema.safeParse(lead(country, example)).success, `${country} ${example}`).toBe(true);
    }
  });
});
