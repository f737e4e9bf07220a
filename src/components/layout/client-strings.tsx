import { createContext, use, type ReactNode } from 'react';

/**
 * The few translated strings the contact island's shared pieces read without props (the message dialog's OK).
 * Plain strings from the island's own messages (contact-island-root.tsx), so the browser needs no i18n runtime
 * (use-intl's provider and its formatters cost about 8 KB gzipped of JavaScript).
 */
export type ClientStrings = {
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
