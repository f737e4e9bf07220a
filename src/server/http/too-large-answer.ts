import type { IncomingMessage, ServerResponse } from 'node:http';
import { translatorOf } from '@/i18n/messages';
import { localeFromHeaders } from '@/server/contact/contact-submission';
import { inboxLocaleOf } from '@/server/inbox/inbox-locale';
import { INBOX_MESSAGE_PAGE_CSP, inboxMessagePage } from '@/server/inbox/inbox-message-page';
import { PAGE_HEADER_CSP } from './answer-headers';
import { answerThenClose } from './lingering-close';
import { PRIVATE_HEADERS } from './request-gate';
import type { RouteRule } from './route-table';

/** A Node request's headers as fetch's `Headers`, for the helpers that read a person's language from them. */
function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) headers.append(name, item);
  }
  return headers;
}

/**
 * The 413 of a path, in the person's language: the inbox's own small page in the inbox's language (its scripts' routes:
 * the JSON envelope in that language), the contact API's envelope (or its no-JavaScript answer page) as the contact
 * route answers its own refusals, and elsewhere the JSON envelope in the language the browser asks for.
 */
async function tooLargeAnswerOf(request: IncomingMessage, rule: RouteRule): Promise<Response> {
  const headers = headersOf(request);
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (rule.area === 'contact') {
    // Loaded on the first refusal: it renders the no-JavaScript answer page with React.
    const { answerContactRefusal } = await import('@/server/contact/handle-contact-post');
    return answerContactRefusal(new Request(url, { headers }), 413);
  }
  if (rule.area === 'inbox') {
    const { locale } = inboxLocaleOf(url, headers);
    const t = translatorOf(locale, 'RequestTooLarge');
    const html = inboxMessagePage({ locale, title: t('title'), message: t('inbox'), link: { href: url.pathname, label: t('back') } });
    const policy = `${INBOX_MESSAGE_PAGE_CSP}; ${PAGE_HEADER_CSP}`;
    return new Response(html, { status: 413, headers: { 'Content-Security-Policy': policy, 'Content-Type': 'text/html; charset=utf-8' } });
  }
  if (rule.area === 'inbox-api') {
    const msg = translatorOf(inboxLocaleOf(url, headers).locale, 'RequestTooLarge')('api');
    return Response.json({ success: false, msg }, { status: 413 });
  }
  const msg = translatorOf(localeFromHeaders(headers), 'RequestTooLarge')('api');
  return Response.json({ success: false, msg }, { status: 413, headers: { 'Cache-Control': 'no-store' } });
}

/** Answers 413 to a request whose body is over its path's limit, without reading (more of) the body. */
export async function answerTooLarge(request: IncomingMessage, response: ServerResponse, rule: RouteRule): Promise<void> {
  const answer = await tooLargeAnswerOf(request, rule);
  for (const [name, value] of answer.headers) response.setHeader(name, value);
  // Every inbox answer is private (src/middleware.ts), this one too.
  const isPrivate = rule.area === 'inbox' || rule.area === 'inbox-api';
  answerThenClose(request, response, 413, isPrivate ? PRIVATE_HEADERS : {}, Buffer.from(await answer.arrayBuffer()));
}
