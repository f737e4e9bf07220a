import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { routing, urlSegmentOf } from './routing';

export default getRequestConfig(async ({ locale: explicitLocale }) => {
  // Route handlers and metadata pass a locale; pages read the root param, which keeps
  // them statically rendered without setRequestLocale (deprecated in next-intl 4.14).
  const requested = explicitLocale ?? (await rootLocale());
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // The message files are named like the URL segments: messages/en.json, messages/zh_cn.json.
    messages: (await import(`../../messages/${urlSegmentOf(locale)}.json`)).default,
    timeZone: 'Africa/Lagos',
  };
});
