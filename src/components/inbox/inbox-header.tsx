import { useTranslations } from 'use-intl';
import { locales, urlSegmentOf, type AppLocale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import type { InboxRole } from '@/lib/inbox/vocabulary';
import { InboxAccountMenu } from './inbox-account-menu';
import { tapLinkClass } from './inbox-ui';

interface InboxHeaderProps {
  /** The page's language (withIntl keeps `locale` for its provider). */
  pageLocale: AppLocale;
  /** The page's own path and query, for the language links. */
  currentPath: string;
  person?: { name: string; role: InboxRole };
}

/** Admin pages reached from the account menu; People, used most, stays in the header's row. */
const MENU_ADMIN_PAGES = ['templates', 'report'] as const;
/** Everyone's own page in the account menu: notifications on this device. */
const MENU_OWN_PAGES = ['settings'] as const;

function withLanguage(path: string, locale: AppLocale): string {
  const url = new URL(path, 'http://inbox.invalid');
  url.searchParams.set('lang', urlSegmentOf(locale));
  return `${url.pathname}${url.search}`;
}

/**
 * The inbox's header: its name, People for an admin, the language, and the person's account menu (the admin's other
 * pages, signing out). One
 * row of 44 px controls, 53 px high on a 375 px phone, so the list's first lead stays near the top of the screen: it
 * never wraps, the person's name in the menu's summary is shortened instead.
 */
export function InboxHeader({ pageLocale, currentPath, person }: InboxHeaderProps) {
  const t = useTranslations('InboxLayout');
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-2 py-1">
        <a href="/inbox" className={cn(tapLinkClass, 'text-lg font-bold text-emerald-800')}>
          {t('brand')}
        </a>
        {person?.role === 'admin' && (
          <nav aria-label={t('nav.label')} className="shrink-0">
            <a href="/inbox/people" className={tapLinkClass}>
              {t('nav.people')}
            </a>
          </nav>
        )}
        <div className="ms-auto flex min-w-0 items-center gap-1">
          <span className="sr-only">{t('language.label')}</span>
          {locales.map((option) =>
            option === pageLocale ? null : (
              <a key={option} href={withLanguage(currentPath, option)} lang={option} className={cn(tapLinkClass, 'underline')}>
                {t(`language.${urlSegmentOf(option) as 'en' | 'zh_cn'}`)}
              </a>
            ),
          )}
          {person && (
            <InboxAccountMenu
              name={person.name}
              links={[...MENU_OWN_PAGES, ...(person.role === 'admin' ? MENU_ADMIN_PAGES : [])].map((page) => ({ href: `/inbox/${page}`, label: t(`nav.${page}`) }))}
            />
          )}
        </div>
      </div>
    </header>
  );
}
