import type { Messages } from 'next-intl';
import type { ClientStrings } from '@/i18n/client-strings';
import { localePath } from '@/i18n/routing';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';

/**
 * The message file of a locale, typed as next-intl's `Messages`. The generated declaration types
 * English values as literals, so the Chinese file (same keys, other strings) needs the cast.
 */
export function messagesFor(locale: 'en' | 'zh-CN'): Messages {
  return locale === 'en' ? en : (zhCn as unknown as Messages);
}

/** What the layout's `ClientStringsProvider` hands the client components, read from the message files. */
export function clientStringsFor(locale: 'en' | 'zh-CN'): ClientStrings {
  const messages = messagesFor(locale);
  return { homeHref: localePath(locale), errorPage: messages.ErrorPage, messageDialog: messages.MessageDialog };
}

export { en, zhCn };
