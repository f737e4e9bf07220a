import type { ContactFormTranslator } from '@/components/contact/island-copy';
import type { AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';

/** The `ContactForm` translator of `locale`, for buildContactAsideCopy (island-copy.ts). */
export function contactFormTranslator(locale: AppLocale): ContactFormTranslator {
  return translatorOf(locale, 'ContactForm');
}
