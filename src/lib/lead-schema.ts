import metadata from 'libphonenumber-js/min/metadata';
import { getCountries, type CountryCode } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import {
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type LeadErrorCode,
  type LeadErrorCodes,
  type LeadField,
  type LeadFields,
} from './lead-fields';
import { hasRefusedCharacters, normalizeLeadText, type TextKind } from './lead-text';
import { parseMobile } from './parse-mobile';

export * from './lead-fields';

// Zod compiles object parsers with `new Function` unless told not to; kept off so the schema also runs
// under the pages' CSP, which forbids eval (Zod's own feature probe would be reported as a violation).
z.config({ jitless: true });

const knownCountries = new Set<string>(getCountries());

function isCountryCode(value: string): value is CountryCode {
  return knownCountries.has(value);
}

/** Normalised (lead-text.ts) and trimmed, before any rule judges it. */
const normalizedText = (required: LeadErrorCode, kind: TextKind) =>
  z.string({ error: required }).check(z.overwrite((value) => normalizeLeadText(value, kind)), z.trim());

const refusedCharacters = (kind: TextKind, error: LeadErrorCode) =>
  z.refine<string>((value) => !hasRefusedCharacters(value, kind), { error });

const requiredText = (kind: TextKind, codes: { required: LeadErrorCode; tooLong: LeadErrorCode; invalid: LeadErrorCode }, max: number) =>
  normalizedText(codes.required, kind).check(
    z.minLength(1, { error: codes.required }),
    z.maxLength(max, { error: codes.tooLong }),
    refusedCharacters(kind, codes.invalid),
  );

const leadFields = z.object({
  name: requiredText('line', { required: 'nameRequired', tooLong: 'nameTooLong', invalid: 'nameInvalid' }, NAME_MAX_LENGTH),
  country: normalizedText('countryRequired', 'line').check(
    z.minLength(1, { error: 'countryRequired' }),
    z.refine(isCountryCode, { error: 'countryInvalid' }),
  ),
  mobile: normalizedText('mobileRequired', 'line').check(
    z.minLength(1, { error: 'mobileRequired' }),
    refusedCharacters('line', 'mobileInvalid'),
  ),
  message: requiredText('message', { required: 'messageRequired', tooLong: 'messageTooLong', invalid: 'messageInvalid' }, MESSAGE_MAX_LENGTH),
});

/** Issues that leave country or mobile unusable (or the whole input); with none, the number can be checked. */
const isMobileCheckable = (payload: z.core.ParsePayload) =>
  !payload.issues.some((issue) => {
    const field = issue.path?.[0];
    return field === undefined || field === 'country' || field === 'mobile';
  });

/**
 * The contact form's schema, the authority on every lead `POST /api/contact` receives.
 * Output: normalised (lead-text.ts), trimmed text, an ISO 3166-1 alpha-2 country and the mobile in E.164 form.
 * The browser runs the same rules without Zod (check-lead.ts), held to the same verdicts by its tests.
 */
export const leadSchema = z.pipe(
  leadFields.check(
    // `when`: check the number even when name or message failed, so one submit shows every problem.
    z.refine((lead) => parseMobile(lead.mobile, lead.country as CountryCode, metadata) !== undefined, {
      error: 'mobileInvalid',
      path: ['mobile'],
      when: isMobileCheckable,
    }),
  ),
  z.transform((lead): LeadFields => {
    const country = lead.country as CountryCode;
    // The refine above passed, so the number parses; the fallback only satisfies the types.
    return { ...lead, country, mobile: parseMobile(lead.mobile, country, metadata)?.number ?? lead.mobile };
  }),
);

export type LeadInput = z.input<typeof leadSchema>;

/** Maps a failed parse to the first error code of each field. */
export function leadErrorCodes(error: z.core.$ZodError): LeadErrorCodes {
  const codes: LeadErrorCodes = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in { name: 1, country: 1, mobile: 1, message: 1 }) {
      codes[field as LeadField] ??= issue.message as LeadErrorCode;
    }
  }
  return codes;
}
