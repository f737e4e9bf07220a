import type { ContactIslandProps } from '@/components/contact/contact-island';
import type { ContactFormTranslator } from '@/components/contact/island-copy';
import type { AppLocale } from '@/i18n/locales';
import { messagesOf, translatorOf } from '@/i18n/messages';

/** The `ContactForm` translator of `locale`, for buildContactSectionCopy (island-copy.ts). */
export function contactFormTranslator(locale: AppLocale): ContactFormTranslator {
  return translatorOf(locale, 'ContactForm');
}

/** The strings the island's shared pieces read (the message dialog's OK, the http client's toast), plain text. */
export function islandChromeStrings(locale: AppLocale): Pick<ContactIslandProps, 'clientStrings' | 'failToast'> {
  const messages = messagesOf(locale);
  return {
    clientStrings: { messageDialog: messages.MessageDialog },
    failToast: messages.HttpClient.fail,
  };
}
