import type { ContactDraftFields } from '@/lib/contact-draft';
import { checkLead } from '@/lib/check-lead';
import { fillPlaceholders } from '@/lib/fill-placeholders';
import { LEAD_FIELDS, type LeadFields } from '@/lib/lead-fields';
import { mobileExampleOf } from '@/lib/phone-data/phone-data';
import type { ContactFormCopy, FieldErrors } from './contact-form-copy';

type LeadCheck = { ok: true; lead: LeadFields } | { ok: false; errors: FieldErrors };

/** Checks the lead with the server's rules in the browser and turns their error codes into the page's sentences. */
export function validateLead(fields: ContactDraftFields, copy: ContactFormCopy): LeadCheck {
  const result = checkLead(fields);
  if (result.ok) return result;

  const example = mobileExampleOf(fields.country) ?? copy.mobilePlaceholder;
  const errors: FieldErrors = {};
  for (const field of LEAD_FIELDS) {
    const code = result.codes[field];
    if (code) errors[field] = fillPlaceholders(copy.errors[code], { example });
  }
  return { ok: false, errors };
}
