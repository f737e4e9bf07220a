import { createTranslator, type Messages as ProviderMessages } from 'use-intl';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import type { AppLocale } from './locales';

/**
 * The shape of a message file: en.json's keys with string values. `typeof en` alone would carry the literal English
 * texts (a generated messages/en.d.json.ts would declare them), which the Chinese file can never match.
 */
type MessageShape<T> = { [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };
export type Messages = MessageShape<typeof en>;

/** Each locale's message file (named like its URL segment); a locale without one fails the typecheck. */
const MESSAGES = { en, 'zh-CN': zhCn } satisfies Record<AppLocale, Messages>;

/** The time zone of every date the pages format: the business is in Lagos. */
export const TIME_ZONE = 'Africa/Lagos';

/**
 * A locale's messages as use-intl's provider types them. The cast is the one place the two shapes meet: the provider
 * expects en.json's literal texts (with a generated messages/en.d.json.ts, which types ICU arguments), which the
 * Chinese file cannot carry; it has the same keys, checked above and by src/i18n/messages.test.ts.
 */
export function messagesOf(locale: AppLocale): ProviderMessages {
  return MESSAGES[locale] as ProviderMessages;
}

/** A typed lookup for one namespace, for the few strings a page or layout needs itself (titles, descriptions). */
export function translatorOf<Namespace extends keyof Messages>(locale: AppLocale, namespace: Namespace) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace, timeZone: TIME_ZONE });
}
