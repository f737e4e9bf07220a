import { createTranslator } from 'use-intl/core';
import type { ContactFormTranslator } from '@/components/contact/island-copy';
import type { AppLocale } from '@/i18n/routing';
import en from '../../../messages/en.json';
import zhCn from '../../../messages/zh_cn.json';

// Both files are read at build only: the page is prerendered, and the island gets translated strings, never these.
const messagesByLocale = { en, 'zh-CN': zhCn } as const;

/** The `ContactForm` messages of `locale`, typed by messages/en.json like next-intl's `getTranslations`. */
export function contactFormTranslator(locale: AppLocale): ContactFormTranslator {
  return createTranslator({ locale, messages: messagesByLocale[locale], namespace: 'ContactForm' });
}
