// A lead's mobile as people read and use it, one definition for the list and the lead page: the number grouped the
// way its country writes it, a `tel:` link and a WhatsApp chat. The mobile is stored in E.164 (+254712345678).
// libphonenumber-js's min metadata formats; this runs on the server only, so none of it reaches a browser.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Numbers already formatted: each live update renders a page of the list again. Emptied when full. */
const readableNumbers = new Map<string, string>();
const MAX_READABLE_NUMBERS = 5_000;

/** `+254712345678` as `+254 712 345678` (the country's own grouping); a number it cannot read, as it is. */
export function formatPhoneForReading(e164: string): string {
  let readable = readableNumbers.get(e164);
  if (readable === undefined) {
    if (readableNumbers.size >= MAX_READABLE_NUMBERS) readableNumbers.clear();
    readable = parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
    readableNumbers.set(e164, readable);
  }
  return readable;
}

/** A link that calls the number. */
export function telHref(e164: string): string {
  return `tel:${e164.replace(/[^\d+]/g, '')}`;
}

/** `https://wa.me/<digits>` opening a chat with `greeting` typed in (https://faq.whatsapp.com/5913398998672934). */
export function whatsappHref(e164: string, greeting: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`;
}
