'use client';

import { createContext, use, type ReactNode } from 'react';

/**
 * The few translated strings that client components cannot receive as props: the route error
 * boundary (Next renders it with no props) and the message dialog inside the lazy contact form.
 * Plain strings resolved on the server, so the browser needs no i18n runtime (next-intl's client
 * provider and its formatters cost about 8 KB gzipped of first-load JavaScript).
 */
export type ClientStrings = {
  homeHref: string;
  errorPage: { title: string; description: string; retry: string; backHome: string };
  messageDialog: { ok: string };
};

const ClientStringsContext = createContext<ClientStrings | null>(null);

export function ClientStringsProvider({ strings, children }: { strings: ClientStrings; children: ReactNode }) {
  return <ClientStringsContext value={strings}>{children}</ClientStringsContext>;
}

export function useClientStrings(): ClientStrings {
  const strings = use(ClientStringsContext);
  if (!strings) throw new Error('useClientStrings must be used inside <ClientStringsProvider>');
  return strings;
}
