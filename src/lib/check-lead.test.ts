import fc from 'fast-check';
import { getCountries } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { checkLead } from './check-lead';
import { LEAD_FIELD_RULES, LEAD_FIELDS, leadErrorCodes, leadSchema, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, type LeadField } from './lead-schema';
import { dialCodeOf, mobileExampleOf } from './phone-data/phone-data';

type Fields = Record<LeadField, string>;

/** The server's verdict, through the Zod schema: the stored lead, or the error code of each field. */
function serverVerdict(fields: Fields) {
  const result = leadSchema.safeParse(fields);
  return result.success ? { lead: result.data } : { codes: leadErrorCodes(result.error) };
}

/** The browser's verdict, from the same rules without Zod. */
function browserVerdict(fields: Fields) {
  const result = checkLead(fields);
  return result.ok ? { lead: result.lead } : { codes: result.codes };
}

const countries = getCountries();
const lead = (country: string, mobile: string): Fields => ({ name: 'Ada Obi', country, mobile, message: 'Hello' });

/** Characters the normalisation removes, rewrites or refuses (lead-text.ts), and some it must keep. */
const HOSTILE_CHARACTERS = [
  '\u0000',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b', // C0, DEL, C1
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u2028',
  '\u2029', // tabs and line breaks
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u00ad',
  '\ufeff',
  '\u2060',
  '\u{e0041}', // invisible format characters
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069', // bidi controls
  '\ud800',
  '\udfff', // lone surrogates
  'e\u0301',
  'A\u030a',
  '\u1100\u1161',
  '\u00a0',
  '\u3000',
  '尼',
  '👩‍👩‍👧', // NFD sequences and ordinary text
];

/** Text with hostile characters put in on purpose, at any place. */
function withHostileCharacters(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    text,
    fc.tuple(text, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...HOSTILE_CHARACTERS)), { minLength: 1, maxLength: 4 })).map(([base, inserts]) =>
      inserts.reduce((result, [at, character]) => {
        const index = at % (result.length + 1);
        return result.slice(0, index) + character + result.slice(index);
      }, base),
    ),
  );
}

describe('checkLead', () => {
  it('passes a valid lead with the mobile in E.164 form, and names each problem like the server', () => {
    expect(checkLead({ name: ' Ada ', country: 'NG', mobile: '0803 123 4567', message: 'Hi ' })).toEqual({
      ok: true,
      lead: { name: 'Ada', country: 'NG', mobile: '+2348031234567', message: 'Hi' },
    });
    expect(checkLead({ name: ' ', country: 'XX', mobile: '12345', message: 'm'.repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      codes: { name: 'nameRequired', country: 'countryInvalid', message: 'messageTooLong' },
    });
    expect(checkLead({ name: '', country: 'IM', mobile: '+256 712 345678', message: '' })).toEqual({
      ok: false,
      codes: { name: 'nameRequired', mobile: 'mobileInvalid', message: 'messageRequired' },
    });
  });

  it('has a sentence in both message files for every error code of the rules, and no other', () => {
    const codes = LEAD_FIELDS.flatMap((field) => Object.values(LEAD_FIELD_RULES[field].errors)).sort();
    expect(Object.keys(en.ContactForm.errors).sort()).toEqual(codes);
    expect(Object.keys(zhCn.ContactForm.errors).sort()).toEqual(codes);
  });

  it('judges every country’s example, in international and national form, as the server does', () => {
    for (const country of countries) {
      const example = mobileExampleOf(country) ?? '';
      const national = example.slice((dialCodeOf(country) ?? '').length).trim();
      for (const mobile of [example, national, `0${national}`, `00${example.slice(1)}`, `${example}9`, example.slice(0, -2)]) {
        expect(browserVerdict(lead(country, mobile)), `${country} ${mobile}`).toEqual(serverVerdict(lead(country, mobile)));
      }
    }
  });

  // The server's schema wraps checkLead: these hold the wrapper (issues, paths, first code per field, output) to it.
  it('judges anything typed into the four fields as the server does', () => {
    const padded = (text: fc.Arbitrary<string>) =>
      fc
        .tuple(fc.constantFrom('', ' ', '\t', '\n ', '\u200b', '\ufeff'), withHostileCharacters(text), fc.constantFrom('', ' ', ' \u00a0', '\r\n', '\u0000'))
        .map((parts) => parts.join(''));
    const textOfLength = (max: number) =>
      fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 12, unit: 'binary' }),
        fc.integer({ min: max - 2, max: max + 2 }).map((length) => 'a'.repeat(length)),
        // Over the limit only before format characters are removed.
        fc.constant(`${'a'.repeat(max)}\u200b`),
      );
    const mobile = fc.oneof(
      fc.stringMatching(/^\+?[\d ()-]{0,18}$/),
      fc.tuple(fc.constantFrom(...countries), fc.stringMatching(/^\d{4,12}$/)).map(([country, digits]) => `${dialCodeOf(country)} ${digits}`),
      fc.constantFrom(...countries).map((country) => mobileExampleOf(country) ?? ''),
      fc.string({ maxLength: 20 }),
      withHostileCharacters(fc.constantFrom(...countries).map((country) => mobileExampleOf(country) ?? '')),
    );
    const fields = fc.record({
      name: padded(textOfLength(NAME_MAX_LENGTH)),
      country: padded(fc.oneof(fc.constantFrom(...countries), fc.constantFrom('', 'XX', 'ng', 'toString'))),
      mobile: padded(mobile),
      message: padded(textOfLength(MESSAGE_MAX_LENGTH)),
    });
    fc.assert(
      fc.property(fields, (input) => {
        expect(browserVerdict(input)).toEqual(serverVerdict(input));
      }),
      { numRuns: 2000 },
    );
    // 2,000 runs take a second or two alone, several times that on a busy machine.
  }, 60_000);
});
