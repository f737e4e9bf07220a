// The first words of a WhatsApp chat with a lead, in the lead's own language: the chat a person opens from the list or
// the lead page starts with it unless they chose a reply template (src/server/inbox/reach-lead.ts).
import type { AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import { siteConfig } from '@/site/site-config';

/** "Hello {name}, thank you for contacting {site}…" in the language the lead wrote in. */
export function whatsappGreeting(name: string, leadLocale: AppLocale): string {
  return translatorOf(leadLocale, 'InboxLead')('greeting', { name, site: siteConfig.name });
}
