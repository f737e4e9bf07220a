// A search that looks like a phone number finds the lead however the number was typed. Mobiles are stored in E.164
// (+254712345678); people type them nationally (0712 345 678), internationally with or without the + and spaces
// (+254 712 345 678, 00254…, 254712345678) or as the digits alone (712345678). Each of these, reduced to the digits
// the stored number contains (the national number, or the country code and the national number), is found by the
// list's one ILIKE over name, mobile and message, so the trigram index still serves it (src/server/inbox/lead-list.ts).
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** Fewer digits than this is a search for text (an order number, part of a name), not for a number. */
const MIN_PHONE_DIGITS = 6;
/** What people write in a phone number besides its digits. */
const PHONE_TEXT = /^\+?[\d\s().\-/]+$/;

/**
 * The digits a stored mobile holds when it is the number `text` names, or undefined when `text` is not a number.
 * `country` (the list's country filter) reads a national number by that country's rules; without it, a national
 * number loses its leading zeros, the trunk prefix of the markets the site serves.
 */
export function phoneSearchDigits(text: string, country?: CountryCode): string | undefined {
  const typed = text.trim();
  if (!PHONE_TEXT.test(typed)) return undefined;
  const digits = typed.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return undefined;
  if (typed.startsWith('+') || digits.startsWith('00')) {
    // International: libphonenumber drops a national prefix written after the code too (+254 (0)712…).
    const international = parsePhoneNumberFromString(typed.replace(/^\s*00/, '+'));
    return international?.isPossible() ? international.number.slice(1) : digits.replace(/^00/, '');
  }
  const national = country ? parsePhoneNumberFromString(typed, country) : undefined;
  if (national?.isPossible()) return national.nationalNumber;
  return digits.replace(/^0+/, '');
}
