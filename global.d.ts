import type { AppLocale } from '@/i18n/locales';
import type messages from './messages/en.json';

// Types use-intl's hooks and translators: the locales, and the message keys from the English file.
declare module 'use-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof messages;
  }
}
