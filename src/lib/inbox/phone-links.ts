// A lead's mobile as people read and use it, one definition for the list and the lead page: the number grouped the
// way its country writes it, a `tel:` link and a WhatsApp chat. The mobile is stored in E.164 (+254712345678).
// libphonenumber-js's min metadata formats; this runs on the server only, so none of it reaches a browser.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** `+254712345678` as `+254 712 345678` (the country's own grouping); a number it cannot read, as it is. */
export function formatPhoneForReading(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** A link that calls the number. */
export function telHref(e164: string): string {
  return `tel:${e164.replace(/[^\d+]/g, '')}`;
}

/** `https://wa.me/<digits>` opening a chat with `greeting` typed in (https://faq.whatsapp.com/5913398998672934). */
export function whatsappHref(e164: string, greeting: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`;
}
