import type { Messages } from 'next-intl';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';

/**
 * The message file of a locale, typed as next-intl's `Messages`. The generated declaration types
 * English values as literals, so the Chinese file (same keys, other strings) needs the cast.
 */
export function messagesFor(locale: 'en' | 'zh-CN'): Messages {
  return locale === 'en' ? en : (zhCn as unknown as Messages);
}

export { en, zhCn };
