import { defaultLocale, localeFromUrlSegment, urlSegmentOf, type AppLocale } from '@/i18n/locales';

/** The inbox's language: `?lang=en|zh_cn` (remembered in this cookie), then the cookie, then the browser's. */
export const INBOX_LANGUAGE_COOKIE = 'inbox_lang';

/** The locale of an inbox request, and the cookie to set when the request chose one. */
export function inboxLocaleOf(url: URL, headers: Headers): { locale: AppLocale; setCookie?: string } {
  const chosen = localeFromUrlSegment(url.searchParams.get('lang') ?? '');
  if (chosen) {
    const cookie = `${INBOX_LANGUAGE_COOKIE}=${urlSegmentOf(chosen)}; Path=/inbox; Max-Age=31536000; SameSite=Lax; HttpOnly`;
    return { locale: chosen, setCookie: cookie };
  }
  const remembered = /(?:^|;\s*)inbox_lang=([a-z_]+)/.exec(headers.get('cookie') ?? '')?.[1];
  const fromCookie = remembered ? localeFromUrlSegment(remembered) : undefined;
  if (fromCookie) return { locale: fromCookie };
  const accepted = (headers.get('accept-language') ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return { locale: accepted.startsWith('zh') ? 'zh-CN' : defaultLocale };
}
