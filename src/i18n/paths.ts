import { getPathname } from '@/i18n/navigation';
import type { PagePath } from '@/i18n/routing';
import type { AppLocale } from './locales';

/** The URL path of a page in a language, e.g. `('zh-CN', '/d')` → `/zh_cn/d`: next-intl's, as the Next site's. */
export function localizedPath(locale: AppLocale, path: PagePath): string {
  return getPathname({ locale, href: path });
}
