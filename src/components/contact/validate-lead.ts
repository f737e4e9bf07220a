import type { ContactDraftFields } from '@/lib/contact-draft';
import { leadErrorCodes, leadSchema, type LeadFields } from '@/lib/lead-schema';
import type { CountryOptions } from '@/lib/countries';
import { LEAD_FIELDS, type ContactFormCopy, type FieldErrors } from './contact-form-copy';

export type LeadCheck = { ok: true; lead: LeadFields } | { ok: false; errors: FieldErrors };

/** Runs the shared lead schema in the browser and turns its error codes into the page's sentences. */
export function validateLead(fields: ContactDraftFields, copy: ContactFormCopy, countries: CountryOptions): LeadCheck {
  const result = leadSchema.safeParse(fields);
  if (result.success) return { ok: true, lead: result.data };

  const example =
    [...countries.featured, ...countries.others].find((option) => option.code === fields.country)?.example ??
    copy.mobilePlaceholder;
  const errors: FieldErrors = {};
  const codes = leadErrorCodes(result.error);
  for (const field of LEAD_FIELDS) {
    const code = codes[field];
    if (code) errors[field] = copy.errors[code].replace('{example}', example);
  }
  return { ok: false, errors };
}
