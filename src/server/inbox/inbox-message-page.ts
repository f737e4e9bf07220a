import type { AppLocale } from '@/i18n/locales';
import { escapeHtml } from '@/lib/escape-html';

interface InboxMessage {
  locale: AppLocale;
  title: string;
  message: string;
  /** A way on, e.g. back to the page whose form was refused. */
  link?: { href: string; label: string };
}

/**
 * The policy of such a page: not rendered by Astro, so without its pages' `default-src 'self'`; it loads nothing at all
 * (the server adds the directives every page's header carries).
 */
export const INBOX_MESSAGE_PAGE_CSP = "default-src 'none'";

/**
 * A page of one message, for an answer the inbox gives before (or instead of) rendering a page: the database did not
 * answer, a form was too large. Plain HTML, no script or style, so nothing it needs can fail.
 */
export function inboxMessagePage({ locale, title, message, link }: InboxMessage): string {
  const way = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><p>${escapeHtml(message)}</p>${way}</html>`;
}
