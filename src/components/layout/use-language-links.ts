import { useTranslations } from 'use-intl';
import { getPathname } from '@/i18n/paths';
import { locales, type AppLocale } from '@/i18n/locales';

/** The `LanguageSwitch` message that names each language in its own words. */
const NAME_KEY = { en: 'en', 'zh-CN': 'zh' } as const satisfies Record<AppLocale, string>;

export type LanguageLink = { locale: AppLocale; name: string; href: string };

/** A link to each language's home page, for the header's language switch and the footer (Server Components). */
export function useLanguageLinks(): LanguageLink[] {
  const t = useTranslations('LanguageSwitch');
  return locales.map((locale) => ({ locale, name: t(NAME_KEY[locale]), href: getPathname({ locale, href: '/' }) }));
}
