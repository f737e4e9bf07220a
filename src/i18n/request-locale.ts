import { defaultLocale, localeFromUrlSegment, urlSegmentOf, type AppLocale } from './locales';

/**
 * The one reading of a request's language, for the answers the server words itself: the contact API's (before or
 * without a readable body) and every inbox answer.
 */

/** The browser's first choice in `Accept-Language`: Chinese (`zh`, `zh-CN`, `zh-Hans`…) or, for anything else, English. */
function acceptedLocaleOf(headers: Headers): AppLocale {
  const first = (headers.get('accept-language') ?? '').split(',')[0] ?? '';
  const primary = first.trim().split(/[-_;]/)[0]?.toLowerCase();
  return primary === 'zh' ? 'zh-CN' : defaultLocale;
}

/** A visitor's language on the public site: the page the request came from (`Referer`), else the browser's. */
export function visitorLocaleOf(headers: Headers): AppLocale {
  try {
    const segment = new URL(headers.get('referer') ?? '').pathname.split('/')[1] ?? '';
    const fromReferer = localeFromUrlSegment(segment);
    if (fromReferer) return fromReferer;
  } catch {
    // No usable referer.
  }
  return acceptedLocaleOf(headers);
}

/** The inbox's language: `?lang=en|zh_cn` (remembered in this cookie), then the cookie, then the browser's. */
const INBOX_LANGUAGE_COOKIE = 'inbox_lang';

/** The locale of an inbox request, and the cookie to set when the request chose one. */
export function inboxLocaleOf(url: URL, headers: Headers): { locale: AppLocale; setCookie?: string } {
  const chosen = localeFromUrlSegment(url.searchParams.get('lang') ?? '');
  if (chosen) {
    const cookie = `${INBOX_LANGUAGE_COOKIE}=${urlSegmentOf(chosen)}; Path=/inbox; Max-Age=31536000; SameSite=Lax; HttpOnly`;
    return { locale: chosen, setCookie: cookie };
  }
  const remembered = new RegExp(`(?:^|;\\s*)${INBOX_LANGUAGE_COOKIE}=([a-z_]+)`).exec(headers.get('cookie') ?? '')?.[1];
  const fromCookie = remembered ? localeFromUrlSegment(remembered) : undefined;
  return { locale: fromCookie ?? acceptedLocaleOf(headers) };
}
