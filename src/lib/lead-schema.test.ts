import examples from 'libphonenumber-js/mobile/examples';
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { leadErrorCodes, leadSchema, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from './lead-schema';

const valid = { name: 'Ada Obi', country: 'NG', mobile: '0803 123 4567', message: 'I want to stock rice.' };

function errorsOf(input: unknown) {
  const result = leadSchema.safeParse(input);
  return result.success ? {} : leadErrorCodes(result.error);
}

describe('leadSchema', () => {
  it('accepts a valid lead and stores the mobile in E.164 form', () => {
    expect(leadSchema.parse(valid)).toEqual({ ...valid, mobile: '+2348031234567' });
  });

  it('accepts an international number for the chosen country', () => {
    expect(leadSchema.parse({ ...valid, country: 'UG', mobile: '+256 712 345678' }).mobile).toBe('+256712345678');
  });

  it('requires all four fields', () => {
    expect(errorsOf({ name: ' ', country: '', mobile: '', message: '' })).toEqual({
      name: 'nameRequired',
      country: 'countryRequired',
      mobile: 'mobileRequired',
      message: 'messageRequired',
    });
    expect(errorsOf({})).toEqual({
      name: 'nameRequired',
      country: 'countryRequired',
      mobile: 'mobileRequired',
      message: 'messageRequired',
    });
  });

  it('limits the name and message lengths', () => {
    expect(errorsOf({ ...valid, name: 'a'.repeat(NAME_MAX_LENGTH) })).toEqual({});
    expect(errorsOf({ ...valid, name: 'a'.repeat(NAME_MAX_LENGTH + 1) })).toEqual({ name: 'nameTooLong' });
    expect(errorsOf({ ...valid, message: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({ message: 'messageTooLong' });
  });

  it('rejects an unknown country and a number of another country', () => {
    expect(errorsOf({ ...valid, country: 'XX' })).toEqual({ country: 'countryInvalid' });
    expect(errorsOf({ ...valid, mobile: '+256 712 345678' })).toEqual({ mobile: 'mobileInvalid' });
    expect(errorsOf({ ...valid, mobile: '12345' })).toEqual({ mobile: 'mobileInvalid' });
  });

  it('rejects non-string values without throwing', () => {
    expect(errorsOf({ name: 42, country: ['NG'], mobile: null, message: {} })).toEqual({
      name: 'nameRequired',
      country: 'countryRequired',
      mobile: 'mobileRequired',
      message: 'messageRequired',
    });
  });

  it('checks the mobile number even when other fields fail', () => {
    expect(errorsOf({ name: '', country: 'NG', mobile: '12345', message: '' })).toEqual({
      name: 'nameRequired',
      mobile: 'mobileInvalid',
      message: 'messageRequired',
    });
    expect(errorsOf({ ...valid, name: '', mobile: '+256 712 345678' })).toEqual({ name: 'nameRequired', mobile: 'mobileInvalid' });
    // Without a usable country the number cannot be judged: only the country's own error shows.
    expect(errorsOf({ ...valid, country: 'XX', mobile: '12345' })).toEqual({ country: 'countryInvalid' });
    expect(errorsOf({ ...valid, country: '', mobile: '12345' })).toEqual({ country: 'countryRequired' });
  });

  it.each(['AX', 'BL', 'CC', 'CX', 'EH', 'IM', 'MF', 'SJ', 'VA'] satisfies CountryCode[])(
    'accepts the example mobile of %s, which shares its calling code with another country',
    (country) => {
      const example = getExampleNumber(country, examples);
      expect(example).toBeDefined();
      expect(leadSchema.parse({ ...valid, country, mobile: example?.formatInternational() }).mobile).toBe(example?.number);
    },
  );

  it('still rejects a valid number with another calling code', () => {
    expect(errorsOf({ ...valid, country: 'IM', mobile: '+256 712 345678' })).toEqual({ mobile: 'mobileInvalid' });
  });
});
