import type { AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, type LeadErrorCode, type LeadField } from '@/lib/lead-schema';
import { mobileExampleOrDefault } from '@/lib/phone-data/phone-data';

/** The `ContactForm.errors` sentences for each failing field, in the visitor's language. */
export async function translateLeadErrors(
  codes: Partial<Record<LeadField, LeadErrorCode>>,
  locale: AppLocale,
  country: unknown,
): Promise<Partial<Record<LeadField, string>>> {
  const t = translatorOf(locale, 'ContactForm');
  const translate = (code: LeadErrorCode): string => {
    switch (code) {
      case 'nameTooLong':
        return t('errors.nameTooLong', { max: String(NAME_MAX_LENGTH) });
      case 'messageTooLong':
        return t('errors.messageTooLong', { max: String(MESSAGE_MAX_LENGTH) });
      case 'mobileInvalid':
        return t('errors.mobileInvalid', { example: mobileExampleOrDefault(country) });
      default:
        return t(`errors.${code}`);
    }
  };
  const messages: Partial<Record<LeadField, string>> = {};
  for (const [field, code] of Object.entries(codes) as Array<[LeadField, LeadErrorCode]>) messages[field] = translate(code);
  return messages;
}
