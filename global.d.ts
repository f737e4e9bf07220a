import type { AppLocale } from '@/i18n/locales';
import type messages from './messages/en.json';

// Types use-intl's hooks and translators: the locales, and the message keys from the English file.
declare module 'use-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof messages;
  }
}

// What src/middleware.ts hands the inbox's pages.
declare global {
  namespace App {
    interface Locals {
      /** The signed-in person on an /inbox page (undefined on its sign-in and set-password pages). */
      person?: import('./src/server/auth/session').InboxPerson;
      /** The inbox's language for this request: set on every /inbox request before its route runs (src/middleware.ts). */
      inboxLocale: import('./src/i18n/locales').AppLocale;
      /** The signed-in person's Available or Away, for the header's control (pages only, not the scripts' routes). */
      availability?: import('./src/lib/inbox/vocabulary').AvailabilityStatus;
    }
  }
}
