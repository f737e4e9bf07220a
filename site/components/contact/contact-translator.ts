import { createTranslator } from 'use-intl/core';
import type { ContactIslandProps } from '@/components/contact/contact-island';
import type { ContactFormTranslator } from '@/components/contact/island-copy';
import { urlSegmentOf, type AppLocale } from '@/i18n/routing';
import en from '../../../messages/en.json';
import zhCn from '../../../messages/zh_cn.json';

// Both files are read at build only: the page is prerendered, and the island gets translated strings, never these.
const messagesByLocale = { en, 'zh-CN': zhCn } as const;

/** The `ContactForm` messages of `locale`, typed by messages/en.json like next-intl's `getTranslations`. */
export function contactFormTranslator(locale: AppLocale): ContactFormTranslator {
  return createTranslator({ locale, messages: messagesByLocale[locale], namespace: 'ContactForm' });
}

/** The strings the island's shared pieces read (the message dialog's OK, the toasts), translated at build. */
export function islandChromeStrings(locale: AppLocale): Pick<ContactIslandProps, 'clientStrings' | 'toasts'> {
  const t = createTranslator({ locale, messages: messagesByLocale[locale] });
  return {
    clientStrings: {
      homeHref: `/${urlSegmentOf(locale)}`,
      errorPage: {
        title: t('ErrorPage.title'),
        description: t('ErrorPage.description'),
        retry: t('ErrorPage.retry'),
        backHome: t('ErrorPage.backHome'),
      },
      messageDialog: { ok: t('MessageDialog.ok') },
    },
    toasts: { fail: t('HttpClient.fail'), notificationsLabel: t('Platform.notifications') },
  };
}
