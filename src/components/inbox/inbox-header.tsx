import { useTranslations } from 'use-intl';
import { locales, urlSegmentOf, type AppLocale } from '@/i18n/locales';
import type { InboxRole } from '@/lib/inbox/vocabulary';
import { secondaryButtonClass } from './inbox-ui';

interface InboxHeaderProps {
  /** The page's language (withIntl keeps `locale` for its provider). */
  pageLocale: AppLocale;
  /** The page's own path and query, for the language links. */
  currentPath: string;
  person?: { name: string; role: InboxRole };
}

/** The admins' own pages, each named by the header's `nav.<page>` message. */
const ADMIN_PAGES = ['people', 'templates', 'report'] as const;

function withLanguage(path: string, locale: AppLocale): string {
  const url = new URL(path, 'http://inbox.invalid');
  url.searchParams.set('lang', urlSegmentOf(locale));
  return `${url.pathname}${url.search}`;
}

/** The inbox's header: its name, the admin's pages, the language, and signing out (a native post). */
export function InboxHeader({ pageLocale, currentPath, person }: InboxHeaderProps) {
  const t = useTranslations('InboxLayout');
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <a href="/inbox" className="text-lg font-bold text-emerald-800">
          {t('brand')}
        </a>
        {person && (
          <nav aria-label={t('nav.label')} className="flex flex-wrap gap-3 text-sm">
            {person.role === 'admin' &&
              ADMIN_PAGES.map((page) => (
                <a key={page} href={`/inbox/${page}`} className="underline-offset-2 hover:underline">
                  {t(`nav.${page}`)}
                </a>
              ))}
          </nav>
        )}
        <div className="ms-auto flex flex-wrap items-center gap-3 text-sm">
          <span className="sr-only">{t('language.label')}</span>
          {locales.map((option) =>
            option === pageLocale ? null : (
              <a key={option} href={withLanguage(currentPath, option)} lang={option} className="underline underline-offset-2">
                {t(`language.${urlSegmentOf(option) as 'en' | 'zh_cn'}`)}
              </a>
            ),
          )}
          {person && (
            <form method="post" action="/inbox/sign-out" className="flex items-center gap-2">
              <span className="hidden text-slate-600 sm:inline">{t('nav.signedInAs', { name: person.name })}</span>
              <button type="submit" className={secondaryButtonClass}>
                {t('nav.signOut')}
              </button>
            </form>
          )}
        </div>
      </div>
    </header>
  );
}
