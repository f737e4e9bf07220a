import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';

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
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong });

/**
 * The contact form's one schema, shared by the browser and `POST /api/contact`.
 * Output: trimmed text, an ISO 3166-1 alpha-2 country and the mobile in E.164 form.
 */
export const leadSchema = z
  .object({
    name: requiredText('nameRequired', 'nameTooLong', NAME_MAX_LENGTH),
    country: z
      .string({ error: 'countryRequired' })
      .trim()
      .min(1, { error: 'countryRequired' })
      .refine(isCountryCode, { error: 'countryInvalid' }),
    mobile: z.string({ error: 'mobileRequired' }).trim().min(1, { error: 'mobileRequired' }),
    message: requiredText('messageRequired', 'messageTooLong', MESSAGE_MAX_LENGTH),
  })
  .transform((lead, context) => {
    const country = lead.country as CountryCode;
    const phone = parsePhoneNumberFromString(lead.mobile, country);
    if (!phone || !phone.isValid() || phone.country !== country) {
      context.addIssue({ code: 'custom', path: ['mobile'], message: 'mobileInvalid' });
      return z.NEVER;
    }
    return { ...lead, country, mobile: phone.number };
  });

export type LeadInput = z.input<typeof leadSchema>;
export type LeadFields = z.output<typeof leadSchema>;

/** Maps a failed parse to the first error code of each field. */
export function leadErrorCodes(error: z.ZodError): Partial<Record<LeadField, LeadErrorCode>> {
  const codes: Partial<Record<LeadField, LeadErrorCode>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in { name: 1, country: 1, mobile: 1, message: 1 }) {
      codes[field as LeadField] ??= issue.message as LeadErrorCode;
    }
  }
  return codes;
}
