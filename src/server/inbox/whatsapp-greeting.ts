// The first words of a WhatsApp chat with a lead, in the lead's own language: the list and the lead page open the
// chat with it (src/lib/inbox/phone-links.ts whatsappHref).
import { defaultLocale, locales } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import { siteConfig } from '@/lib/site-config';

/** "Hello {name}, thank you for contacting {site}…" in the language the lead wrote in (`locale` as stored). */
export function whatsappGreeting(name: string, locale: string): string {
  const leadLocale = locales.find((option) => option === locale) ?? defaultLocale;
  return translatorOf(leadLocale, 'InboxLead')('greeting', { name, site: siteConfig.name });
}
