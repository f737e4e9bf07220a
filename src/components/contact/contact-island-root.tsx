import { useState } from 'react';
import { ContactIsland } from '@/components/contact/contact-island';
import type { AppLocale } from '@/i18n/locales';
import { buildContactFormCopy, type IslandMessages } from './island-copy';

/** What the page passes to each language's island: its only props, so the HTML carries almost nothing for it. */
export type ContactIslandPageProps = {
  /** Where the http client sends the form (API_BASE_URL at build; empty: this origin). */
  apiBaseUrl: string;
};

type ContactIslandRootProps = ContactIslandPageProps & { locale: AppLocale; messages: IslandMessages };

/**
 * The contact form as Astro hydrates it, for one language (contact-island-en.tsx, contact-island-zh-cn.tsx hand it
 * their messages): its strings built from them.
 */
export function ContactIslandRoot({ locale, messages, apiBaseUrl }: ContactIslandRootProps) {
  const [{ form, countryLabels }] = useState(() => buildContactFormCopy(messages.ContactForm));
  return (
    <ContactIsland
      copy={form}
      locale={locale}
      countryLabels={countryLabels}
      clientStrings={{ messageDialog: messages.MessageDialog }}
      failToast={messages.HttpClient.fail}
      apiBaseUrl={apiBaseUrl}
    />
  );
}
