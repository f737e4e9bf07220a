import { translatorOf } from '@/i18n/messages';
import { inboxLocaleOf, visitorLocaleOf } from '@/i18n/request-locale';
import type { Route } from '@/lib/routes/route-table';
import { PAGE_HEADER_CSP } from '@/server/http/answer-headers';
import { INBOX_MESSAGE_PAGE_CSP, inboxMessagePage } from '@/server/inbox/inbox-message-page';

/**
 * The 413 of a route, in the person's language: the contact API's envelope (or its no-JavaScript answer page), the
 * inbox's own small page in the inbox's language (its scripts' routes: the JSON envelope in that language), and
 * elsewhere the JSON envelope in the language the browser asks for.
 */
export async function tooLargeAnswerOf(request: Request, route: Route): Promise<Response> {
  const url = new URL(request.url);
  if (route.wordsOwnRefusals) {
    // Loaded on the first refusal: it renders the no-JavaScript answer page with React.
    const { answerContactRefusal } = await import('@/server/contact/handle-contact-post');
    return answerContactRefusal(request, 413);
  }
  if (route.area === 'inbox-page') {
    const { locale } = inboxLocaleOf(url, request.headers);
    const t = translatorOf(locale, 'RequestTooLarge');
    const html = inboxMessagePage({ locale, title: t('title'), message: t('inbox'), link: { href: url.pathname, label: t('back') } });
    const policy = `${INBOX_MESSAGE_PAGE_CSP}; ${PAGE_HEADER_CSP}`;
    return new Response(html, { status: 413, headers: { 'Content-Security-Policy': policy, 'Content-Type': 'text/html; charset=utf-8' } });
  }
  if (route.area === 'inbox-api') {
    const msg = translatorOf(inboxLocaleOf(url, request.headers).locale, 'RequestTooLarge')('api');
    return Response.json({ success: false, msg }, { status: 413 });
  }
  const msg = translatorOf(visitorLocaleOf(request.headers), 'RequestTooLarge')('api');
  return Response.json({ success: false, msg }, { status: 413, headers: { 'Cache-Control': 'no-store' } });
}
