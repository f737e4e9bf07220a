import type { AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import { routeFor } from '@/lib/routes/route-table';
import { describeError } from '@/server/error-cause';
import { logger } from '@/server/logger';
import { INBOX_MESSAGE_PAGE_CSP, inboxMessagePage } from './inbox-message-page';

const RETRY_AFTER_SECONDS = '30';

/**
 * The answer when an inbox request failed on the server's side (the database did not answer): 503 with a page in the
 * person's language, and one log line with the error's class and code, never its message (personal data).
 */
export function inboxUnavailable(error: unknown, locale: AppLocale, pathname: string): Response {
  logger.error({ err: describeError(error), path: pathname.startsWith('/inbox/lead/') ? '/inbox/lead/:id' : pathname }, 'inbox request failed');
  const message = translatorOf(locale, 'InboxSignIn')('errors.unavailable');
  const headers = { 'Retry-After': RETRY_AFTER_SECONDS };
  if (routeFor(pathname).area === 'inbox-api') return Response.json({ success: false, msg: message }, { status: 503, headers });
  const html = inboxMessagePage({ locale, title: message, message });
  return new Response(html, {
    status: 503,
    headers: { ...headers, 'Content-Security-Policy': INBOX_MESSAGE_PAGE_CSP, 'Content-Type': 'text/html; charset=utf-8' },
  });
}
