import * as z from 'zod/mini';
import { checkLead } from './check-lead';
import { LEAD_FIELDS, mapLeadFields, isLeadField, type LeadFields } from './lead-fields';
import type { LeadErrorCode, LeadErrorCodes } from './lead-rules';

export * from './lead-fields';
export * from './lead-rules';

// Zod compiles object parsers with `new Function` unless told not to; kept off so the schema also runs where a
// Content-Security-Policy forbids eval (Zod's own feature probe would be reported as a violation).
z.config({ jitless: true });

/**
 * The contact form's schema, the authority on every lead `POST /api/contact` receives: an object whose four fields
 * may hold anything, judged by the lead's one set of rules (check-lead.ts, which the browser runs too).
 * Output: normalised (lead-text.ts), trimmed text, an ISO 3166-1 alpha-2 country and the mobile in E.164 form.
 * Each failing field gets one issue, its error code as the message.
 */
export const leadSchema = z.pipe(
  z.object(mapLeadFields(() => z.optional(z.unknown()))),
  z.transform((input, context): LeadFields => {
    const result = checkLead(input);
    if (result.ok) return result.lead;
    for (const field of LEAD_FIELDS) {
      const code = result.codes[field];
      if (code) context.issues.push({ code: 'custom', message: code, path: [field], input: input[field] });
    }
    return z.NEVER;
  }),
);

/** Maps a failed parse to the first error code of each field. */
export function leadErrorCodes(error: z.core.$ZodError): LeadErrorCodes {
  const codes: LeadErrorCodes = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isLeadField(field)) codes[field] ??= issue.message as LeadErrorCode;
  }
  return codes;
}
