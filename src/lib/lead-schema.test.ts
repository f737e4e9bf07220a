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
});
