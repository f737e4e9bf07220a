import { createTranslator } from 'use-intl/core';
import type { AppLocale } from '@/i18n/routing';
import { messagesOf, TIME_ZONE, type Messages } from '../../src/i18n/messages';

/**
 * Stand-in for `next-intl/server` in the Astro build only, until the switch (issue 22): the contact route's server
 * code (src/server/contact/*) asks for `getTranslations({ locale, namespace })`. next-intl's own version needs Next's
 * request context and, outside React Server Components, only throws. This one builds use-intl's translator from the
 * same message files and time zone as src/i18n/request.ts. astro.config.mjs aliases `^next-intl/server$` here.
 */
type Translate = ReturnType<typeof createTranslator<Messages>>;

export async function getTranslations(options: { locale: AppLocale; namespace?: string }): Promise<Translate> {
  const translate = createTranslator({
    locale: options.locale,
    messages: messagesOf(options.locale),
    // The namespace is a key of the messages; next-intl's types check it at every call site.
    namespace: options.namespace as never,
    timeZone: TIME_ZONE,
  });
  return translate as Translate;
}
