import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, type LeadErrorCodes, type LeadField, type LeadFields } from './lead-fields';
import { parseMobile } from './parse-mobile';
import { isCountryCode, phoneMetadata } from './phone-data/phone-data';

export type LeadCheckResult = { ok: true; lead: LeadFields } | { ok: false; codes: LeadErrorCodes };

/**
 * The lead schema's rules (lead-schema.ts) for the form in the browser: without Zod, whose whole core the
 * bundler would ship, and on the smaller phone metadata. Same verdicts, error codes and output as the schema,
 * which check-lead.test.ts holds it to; the server checks every lead again.
 */
export function checkLead(fields: Record<LeadField, string>): LeadCheckResult {
  const name = fields.name.trim();
  const country = fields.country.trim();
  const mobile = fields.mobile.trim();
  const message = fields.message.trim();
  const codes: LeadErrorCodes = {};
  if (!name) codes.name = 'nameRequired';
  else if (name.length > NAME_MAX_LENGTH) codes.name = 'nameTooLong';
  if (!country) codes.country = 'countryRequired';
  else if (!isCountryCode(country)) codes.country = 'countryInvalid';
  if (!mobile) codes.mobile = 'mobileRequired';
  if (!message) codes.message = 'messageRequired';
  else if (message.length > MESSAGE_MAX_LENGTH) codes.message = 'messageTooLong';

  // Like the schema, judge the number whenever country and mobile are usable, so one submit shows every problem.
  const phone = isCountryCode(country) && mobile ? parseMobile(mobile, country, phoneMetadata) : undefined;
  if (isCountryCode(country) && mobile && !phone) codes.mobile = 'mobileInvalid';
  if (!isCountryCode(country) || !phone || Object.keys(codes).length > 0) return { ok: false, codes };
  return { ok: true, lead: { name, country, mobile: phone.number, message } };
}
