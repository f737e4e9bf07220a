'use client';

import { createContext, use, type ReactNode } from 'react';
import type { ClientStrings } from '@/i18n/client-strings';

/**
 * The few translated strings that client components cannot receive as props: the route error
 * boundary (Next renders it with no props) and the message dialog inside the lazy contact form.
 * Plain strings resolved on the server (src/i18n/client-strings.ts), so the browser needs no i18n runtime
 * (next-intl's client provider and its formatters cost about 8 KB gzipped of first-load JavaScript).
 */
const ClientStringsContext = createContext<ClientStrings | null>(null);

export function ClientStringsProvider({ strings, children }: { strings: ClientStrings; children: ReactNode }) {
  return <ClientStringsContext value={strings}>{children}</ClientStringsContext>;
}

export function useClientStrings(): ClientStrings {
  const strings = use(ClientStringsContext);
  if (!strings) throw new Error('useClientStrings must be used inside <ClientStringsProvider>');
  return strings;
}
