import type { LeadField } from './lead-fields';
import type { TextKind } from './lead-text';

/*
 * The rules of each lead field (lead-fields.ts): its limits and error codes, which the one lead check (check-lead.ts)
 * applies in the browser and on the server. Apart from the field list, which the page's first-load script needs
 * (form-snapshot.ts): the rules ship only with the interactive form.
 */

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
