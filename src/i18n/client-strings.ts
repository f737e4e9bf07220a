import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getPathname } from './navigation';
import type { AppLocale } from './routing';

/**
 * The few translated strings that client components cannot receive as props (the route error boundary, the
 * message dialog inside the lazy contact form), resolved on the server and handed down by `ClientStringsProvider`.
 */
export type ClientStrings = {
  homeHref: string;
  errorPage: { title: string; description: string; retry: string; backHome: string };
  messageDialog: { ok: string };
};

/** Resolves, on the server, every string the client components read from `useClientStrings`. */
export async function getClientStrings(locale: AppLocale): Promise<ClientStrings> {
  const [errorPage, messageDialog] = await Promise.all([
    getTranslations({ locale, namespace: 'ErrorPage' }),
    getTranslations({ locale, namespace: 'MessageDialog' }),
  ]);
  return {
    homeHref: getPathname({ locale, href: '/' }),
    errorPage: {
      title: errorPage('title'),
      description: errorPage('description'),
      retry: errorPage('retry'),
      backHome: errorPage('backHome'),
    },
    messageDialog: { ok: messageDialog('ok') },
  };
}
