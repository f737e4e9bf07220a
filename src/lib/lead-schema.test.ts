import fc from 'fast-check';
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

  it('normalises text before judging it: NFC, format characters removed, line breaks as \\n in the message', () => {
    const parsed = leadSchema.parse({
      ...valid,
      name: '\u200bJose\u0301 \u202eObi\ufeff',
      mobile: '\u200e0803 123 4567\u2069',
      message: 'Line one\r\nline two\rline three\u0085line four\u2028end\tok\u00ad',
    });
    expect(parsed).toEqual({ ...valid, name: 'José Obi', mobile: '+2348031234567', message: 'Line one\nline two\nline three\nline four\nend\tok' });
    expect(errorsOf({ ...valid, name: '\u200b\u2060 ', message: '\ufeff' })).toEqual({ name: 'nameRequired', message: 'messageRequired' });
    // The composition a removed character stood in the way of still happens.
    expect(leadSchema.parse({ ...valid, name: 'Jose\u200b\u0301', message: 'Cafe\u2066\u0301' })).toMatchObject({ name: 'José', message: 'Café' });
    // Only the format characters take the name over the limit.
    expect(errorsOf({ ...valid, name: `${'a'.repeat(NAME_MAX_LENGTH)}\u200b` })).toEqual({});
  });

  it('refuses control characters and lone surrogates; tab and newline only in the message', () => {
    for (const character of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\ud800']) {
      expect(
        errorsOf({ name: `Ada${character}Obi`, country: `N${character}G`, mobile: `0803${character}1234567`, message: `Hi${character}there` }),
        JSON.stringify(character),
      ).toEqual({
        name: 'nameInvalid',
        country: 'countryInvalid',
        mobile: 'mobileInvalid',
        message: character === '\u0085' ? undefined : 'messageInvalid',
      });
    }
    expect(errorsOf({ ...valid, name: 'Ada\tObi' })).toEqual({ name: 'nameInvalid' });
    expect(errorsOf({ ...valid, name: 'Ada\nObi' })).toEqual({ name: 'nameInvalid' });
    expect(errorsOf({ ...valid, name: 'Ada\u2028Obi' })).toEqual({ name: 'nameInvalid' });
    expect(errorsOf({ ...valid, message: 'a\u000bb' })).toEqual({ message: 'messageInvalid' });
    expect(errorsOf({ ...valid, message: 'Tab\there\nnext line' })).toEqual({});
  });

  it('never outputs what the database or a reader should not get, whatever the input', () => {
    const hostile = fc.constantFrom(
      '\u0000',
      '\u001b',
      '\u0007',
      '\u007f',
      '\u0085',
      '\u202e',
      '\u2066',
      '\u200b',
      '\ufeff',
      '\r',
      '\t',
      '\n',
      '\ud800',
      'e',
      '\u0301',
    );
    const text = fc.array(fc.oneof(fc.string({ maxLength: 3, unit: 'binary' }), hostile), { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, text, (name, message) => {
        const result = leadSchema.safeParse({ ...valid, name: `Ada${name}`, message: `Hi${message}` });
        if (!result.success) return;
        for (const value of [result.data.name, result.data.message]) {
          expect(value).toBe(value.normalize('NFC'));
          expect(value).not.toMatch(/[\p{Cf}\p{Cs}\p{Zl}\p{Zp}]|(?![\t\n])\p{Cc}/u);
        }
        expect(result.data.name).not.toMatch(/[\t\n]/);
      }),
      { numRuns: 1000 },
    );
  });
});
