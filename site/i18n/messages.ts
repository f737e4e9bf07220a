import { createTranslator } from 'use-intl';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import type { AppLocale } from './locales';

export type Messages = typeof en;

/** Each locale's message file (named like its URL segment); a locale without one fails the typecheck. */
const MESSAGES = { en, 'zh-CN': zhCn } satisfies Record<AppLocale, Messages>;

/** The time zone of every date the pages format: the business is in Lagos. */
export const TIME_ZONE = 'Africa/Lagos';

export function messagesOf(locale: AppLocale): Messages {
  return MESSAGES[locale];
}

/** A typed lookup for one namespace, for the few strings a page or layout needs itself (titles, descriptions). */
export function translatorOf<Namespace extends keyof Messages>(locale: AppLocale, namespace: Namespace) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace, timeZone: TIME_ZONE });
}
