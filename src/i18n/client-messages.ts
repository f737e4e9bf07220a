import type { Messages } from 'next-intl';

/**
 * Namespaces that client components read through `useTranslations`.
 * Everything else is translated on the server, so it never ships to the browser twice.
 */
const CLIENT_NAMESPACES = ['Platform', 'HttpClient', 'MessageDialog', 'ErrorPage'] as const satisfies ReadonlyArray<
  keyof Messages
>;

export type ClientMessages = Pick<Messages, (typeof CLIENT_NAMESPACES)[number]>;

export function pickClientMessages(messages: Messages): ClientMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]])) as ClientMessages;
}
