// A stored mobile (E.164, as the contact form keeps it) as people read it and as the phone's apps take it: shared by
// the list's rows and the lead page, so a number reads and dials the same everywhere in the inbox.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** `+254712345678` as `+254 712 345 678`; a value the library cannot read is shown as it is (an erased lead's ''). */
export function formatPhoneForReading(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The link a phone's dialler opens. */
export function telHref(e164: string): string {
  return `tel:${e164}`;
}

/** `https://wa.me/<digits>` with a first message typed in (https://faq.whatsapp.com/5913398998672934). */
export function whatsappHref(e164: string, greeting: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`;
}
