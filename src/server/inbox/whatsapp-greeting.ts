// The first words of a WhatsApp chat with a lead, in the lead's own language: the list and the lead page open the
// chat with it (src/lib/inbox/phone-links.ts whatsappHref).
import { defaultLocale, locales, type AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import { siteConfig } from '@/lib/site-config';

/** Stands for the lead's name in a language's greeting, formatted once: the list makes 25 greetings a page. */
const NAME_SLOT = '\u0000';
const greetings = new Map<AppLocale, string>();

/** "Hello {name}, thank you for contacting {site}…" in the language the lead wrote in (`locale` as stored). */
export function whatsappGreeting(name: string, locale: string): string {
  const leadLocale = locales.find((option) => option === locale) ?? defaultLocale;
  let greeting = greetings.get(leadLocale);
  if (greeting === undefined) {
    greeting = translatorOf(leadLocale, 'InboxLead')('greeting', { name: NAME_SLOT, site: siteConfig.name });
    greetings.set(leadLocale, greeting);
  }
  return greeting.replace(NAME_SLOT, () => name);
}
