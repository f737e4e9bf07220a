import { LEAD_FIELDS, mapLeadFields, type LeadField, type LeadFields } from './lead-fields';
import { LEAD_FIELD_RULES, type LeadErrorCode, type LeadErrorCodes } from './lead-rules';
import { hasRefusedCharacters, normalizeLeadText } from './lead-text';
import { parseMobile } from './parse-mobile';
import { isCountryCode, phoneMetadata } from './phone-data/phone-data';

type LeadCheckResult = { ok: true; lead: LeadFields } | { ok: false; codes: LeadErrorCodes };

/** The first of the field's own rules (lead-rules.ts) that its normalised, trimmed text breaks. */
function textError(field: LeadField, text: string): LeadErrorCode | undefined {
  const rule = LEAD_FIELD_RULES[field];
  if (text === '') return rule.errors.required;
  if ('maxLength' in rule && text.length > rule.maxLength) return rule.errors.tooLong;
  if (hasRefusedCharacters(text, rule.text)) return rule.errors.invalid;
  return undefined;
}

/**
 * The lead's rules: the one check for the form in the browser (without Zod, whose core the bundler would ship) and
 * for the server, whose schema (lead-schema.ts) runs this same function. Anything but a string counts as empty.
 * Output: normalised (lead-text.ts), trimmed text, an ISO 3166-1 alpha-2 country and the mobile in E.164 form.
 */
export function checkLead(input: Partial<Record<LeadField, unknown>>): LeadCheckResult {
  const text = mapLeadFields((field) => {
    const value = input[field];
    return typeof value === 'string' ? normalizeLeadText(value, LEAD_FIELD_RULES[field].text).trim() : '';
  });
  const codes: LeadErrorCodes = {};
  for (const field of LEAD_FIELDS) {
    const code = textError(field, text[field]);
    if (code) codes[field] = code;
  }
  const { country, mobile } = text;
  if (!codes.country && !isCountryCode(country)) codes.country = 'countryInvalid';

  // The number is judged whenever country and mobile are usable, even if name or message failed: one submit shows
  // every problem.
  const phone = !codes.country && !codes.mobile && isCountryCode(country) ? parseMobile(mobile, country, phoneMetadata) : undefined;
  if (!codes.country && !codes.mobile && !phone) codes.mobile = 'mobileInvalid';
  if (!isCountryCode(country) || !phone || Object.keys(codes).length > 0) return { ok: false, codes };
  return { ok: true, lead: { ...text, country, mobile: phone.number } };
}
