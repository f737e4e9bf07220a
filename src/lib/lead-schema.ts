import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import * as z from 'zod/mini';

export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 2000;

/** The countries the platform serves, listed first in the country select. */
export const FEATURED_COUNTRIES = ['NG', 'UG', 'KE', 'TZ', 'CI', 'CN'] as const satisfies ReadonlyArray<CountryCode>;

// Zod compiles object parsers with `new Function` unless told not to; the site's CSP forbids eval,
// and even Zod's own feature probe would be reported as a violation in the browser.
z.config({ jitless: true });

const knownCountries = new Set<string>(getCountries());

export function isCountryCode(value: string): value is CountryCode {
  return knownCountries.has(value);
}

/**
 * Error codes of the lead form. Each is a key under `ContactForm.errors` in the message files,
 * so the browser and the server show the same sentence in the visitor's language.
 */
export type LeadErrorCode =
  | 'nameRequired'
  | 'nameTooLong'
  | 'countryRequired'
  | 'countryInvalid'
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'messageRequired'
  | 'messageTooLong';

export type LeadField = 'name' | 'country' | 'mobile' | 'message';

const requiredText = (required: LeadErrorCode, tooLong: LeadErrorCode, max: number) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong }));

/** A valid number whose calling code is the country's: AX, IM, VA and the others sharing a code parse as their neighbour. */
function parseMobile(mobile: string, country: CountryCode) {
  const phone = parsePhoneNumberFromString(mobile, country);
  return phone?.isValid() && phone.countryCallingCode === getCountryCallingCode(country) ? phone : undefined;
}

const leadFields = z.object({
  name: requiredText('nameRequired', 'nameTooLong', NAME_MAX_LENGTH),
  country: z
    .string({ error: 'countryRequired' })
    .check(z.trim(), z.minLength(1, { error: 'countryRequired' }), z.refine(isCountryCode, { error: 'countryInvalid' })),
  mobile: z.string({ error: 'mobileRequired' }).check(z.trim(), z.minLength(1, { error: 'mobileRequired' })),
  message: requiredText('messageRequired', 'messageTooLong', MESSAGE_MAX_LENGTH),
});

/** Issues that leave country or mobile unusable (or the whole input); with none, the number can be checked. */
const isMobileCheckable = (payload: z.core.ParsePayload) =>
  !payload.issues.some((issue) => {
    const field = issue.path?.[0];
    return field === undefined || field === 'country' || field === 'mobile';
  });

/**
 * The contact form's one schema, shared by the browser and `POST /api/contact`.
 * Output: trimmed text, an ISO 3166-1 alpha-2 country and the mobile in E.164 form.
 * zod/mini keeps the form's lazily loaded chunk small; the behaviour is classic Zod's.
 */
export const leadSchema = z.pipe(
  leadFields.check(
    // `when`: check the number even when name or message failed, so one submit shows every problem.
    z.refine((lead) => parseMobile(lead.mobile, lead.country as CountryCode) !== undefined, {
      error: 'mobileInvalid',
      path: ['mobile'],
      when: isMobileCheckable,
    }),
  ),
  z.transform((lead) => {
    const country = lead.country as CountryCode;
    // The refine above passed, so the number parses; the fallback only satisfies the types.
    return { ...lead, country, mobile: parseMobile(lead.mobile, country)?.number ?? lead.mobile };
  }),
);

export type LeadInput = z.input<typeof leadSchema>;
export type LeadFields = z.output<typeof leadSchema>;

/** Maps a failed parse to the first error code of each field. */
export function leadErrorCodes(error: z.core.$ZodError): Partial<Record<LeadField, LeadErrorCode>> {
  const codes: Partial<Record<LeadField, LeadErrorCode>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in { name: 1, country: 1, mobile: 1, message: 1 }) {
      codes[field as LeadField] ??= issue.message as LeadErrorCode;
    }
  }
  return codes;
}
