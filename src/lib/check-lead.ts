import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, type LeadErrorCodes, type LeadField, type LeadFields } from './lead-fields';
import { hasRefusedCharacters, normalizeLeadText } from './lead-text';
import { parseMobile } from './parse-mobile';
import { isCountryCode, phoneMetadata } from './phone-data/phone-data';

export type LeadCheckResult = { ok: true; lead: LeadFields } | { ok: false; codes: LeadErrorCodes };

/**
 * The lead schema's rules (lead-schema.ts) for the form in the browser: without Zod, whose whole core the
 * bundler would ship, and on the smaller phone metadata. Same normalisation (lead-text.ts), verdicts, error codes
 * and output as the schema, which check-lead.test.ts holds it to; the server checks every lead again.
 */
export function checkLead(fields: Record<LeadField, string>): LeadCheckResult {
  const name = normalizeLeadText(fields.name, 'line').trim();
  const country = normalizeLeadText(fields.country, 'line').trim();
  const mobile = normalizeLeadText(fields.mobile, 'line').trim();
  const message = normalizeLeadText(fields.message, 'message').trim();
  const codes: LeadErrorCodes = {};
  if (!name) codes.name = 'nameRequired';
  else if (name.length > NAME_MAX_LENGTH) codes.name = 'nameTooLong';
  else if (hasRefusedCharacters(name, 'line')) codes.name = 'nameInvalid';
  if (!country) codes.country = 'countryRequired';
  else if (!isCountryCode(country)) codes.country = 'countryInvalid';
  if (!mobile) codes.mobile = 'mobileRequired';
  else if (hasRefusedCharacters(mobile, 'line')) codes.mobile = 'mobileInvalid';
  if (!message) codes.message = 'messageRequired';
  else if (message.length > MESSAGE_MAX_LENGTH) codes.message = 'messageTooLong';
  else if (hasRefusedCharacters(message, 'message')) codes.message = 'messageInvalid';

  // Like the schema, judge the number whenever country and mobile are usable, so one submit shows every problem.
  const isMobileUsable = isCountryCode(country) && mobile !== '' && codes.mobile === undefined;
  const phone = isMobileUsable ? parseMobile(mobile, country, phoneMetadata) : undefined;
  if (isMobileUsable && !phone) codes.mobile = 'mobileInvalid';
  if (!isCountryCode(country) || !phone || Object.keys(codes).length > 0) return { ok: false, codes };
  return { ok: true, lead: { name, country, mobile: phone.number, message } };
}
