import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ClientStrings } from '@/components/layout/client-strings';
import { localePath, type AppLocale } from './routing';

/** Resolves, on the server, every string the client components read from `useClientStrings`. */
export async function getClientStrings(locale: AppLocale): Promise<ClientStrings> {
  const [errorPage, messageDialog] = await Promise.all([
    getTranslations({ locale, namespace: 'ErrorPage' }),
    getTranslations({ locale, namespace: 'MessageDialog' }),
  ]);
  return {
    homeHref: localePath(locale),
    errorPage: {
      title: errorPage('title'),
      description: errorPage('description'),
      retry: errorPage('retry'),
      backHome: errorPage('backHome'),
    },
    messageDialog: { ok: messageDialog('ok') },
  };
}
