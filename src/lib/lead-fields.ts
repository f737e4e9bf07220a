import type { CountryCode } from 'libphonenumber-js/core';
import type { TextKind } from './lead-text';

/**
 * The lead form's fields: the one list the schema, the form, the server's answer page, the draft and the snapshot
 * derive from. In page order: the first invalid field gets the focus.
 */
export const LEAD_FIELDS = ['name', 'country', 'mobile', 'message'] as const;

export type LeadField = (typeof LEAD_FIELDS)[number];

export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 2000;

type LeadFieldRule = {
  /** How the text is normalised and which characters it refuses (lead-text.ts). */
  text: TextKind;
  /** In UTF-16 code units, after normalisation and trimming. */
  maxLength?: number;
  /** Keys under `ContactForm.errors` in the message files, so the browser and the server say the same sentence. */
  errors: { required: string; tooLong?: string; invalid: string };
};

/**
 * Each field's rules, judged in this order (check-lead.ts): required, at most `maxLength`, no refused characters.
 * Country and mobile have one rule more, which needs the phone data: a known country, and a mobile number valid
 * for it (the same `invalid` code).
 */
export const LEAD_FIELD_RULES = {
  name: { text: 'line', maxLength: NAME_MAX_LENGTH, errors: { required: 'nameRequired', tooLong: 'nameTooLong', invalid: 'nameInvalid' } },
  country: { text: 'line', errors: { required: 'countryRequired', invalid: 'countryInvalid' } },
  mobile: { text: 'line', errors: { required: 'mobileRequired', invalid: 'mobileInvalid' } },
  message: {
    text: 'message',
    maxLength: MESSAGE_MAX_LENGTH,
    errors: { required: 'messageRequired', tooLong: 'messageTooLong', invalid: 'messageInvalid' },
  },
} as const satisfies Record<LeadField, LeadFieldRule>;

type ErrorsOf<F extends LeadField> = (typeof LEAD_FIELD_RULES)[F]['errors'];

/** Error codes of the lead form, each a key under `ContactForm.errors` in the message files. */
export type LeadErrorCode = { [F in LeadField]: ErrorsOf<F>[keyof ErrorsOf<F>] }[LeadField];

export type LeadErrorCodes = Partial<Record<LeadField, LeadErrorCode>>;

/** A valid lead: normalised, trimmed text, an ISO 3166-1 alpha-2 country and the mobile in E.164 form. */
export type LeadFields = { [F in LeadField]: F extends 'country' ? CountryCode : string };

/** One value per lead field, in field order. */
export function mapLeadFields<T>(valueOf: (field: LeadField) => T): Record<LeadField, T> {
  // Object.fromEntries types its keys as strings; LEAD_FIELDS names every field once.
  return Object.fromEntries(LEAD_FIELDS.map((field) => [field, valueOf(field)])) as Record<LeadField, T>;
}

export function isLeadField(value: string): value is LeadField {
  return (LEAD_FIELDS as ReadonlyArray<string>).includes(value);
}

/**
 * A JSON post whose form was started (`startedAt`) longer ago than this is no evidence of a person: the server
 * stores it as spam. The form's own script sends an older kept draft as started within this time.
 */
export const MAX_FILL_MS = 24 * 60 * 60 * 1000;

/**
 * The markets the spec names (Nigeria, Uganda, Kenya, Tanzania), in its order: listed first in the country select,
 * under "Markets we serve"; every other country, China and Côte d'Ivoire included, follows under "Other countries".
 */
export const FEATURED_COUNTRIES = ['NG', 'UG', 'KE', 'TZ'] as const satisfies ReadonlyArray<CountryCode>;
