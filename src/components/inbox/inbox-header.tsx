import { useTranslations } from 'use-intl';
import { locales, urlSegmentOf, type AppLocale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import type { AvailabilityStatus, InboxRole } from '@/lib/inbox/vocabulary';
import { InboxAccountMenu } from './inbox-account-menu';
import { InboxAvailability } from './inbox-availability';
import { tapLinkClass } from './inbox-ui';

interface InboxHeaderProps {
  /** The page's language (withIntl keeps `locale` for its provider). */
  pageLocale: AppLocale;
  /** The page's own path and query, for the language links. */
  currentPath: string;
  person?: { name: string; role: InboxRole };
  /** The person's Available or Away: the control shows it, and a tap sets the other. */
  availability?: AvailabilityStatus;
}

/** Admin pages reached from the account menu; People, used most, stays in the header's row. */
const MENU_ADMIN_PAGES = ['teams', 'templates', 'report'] as const;
/** Everyone's own page in the account menu: notifications on this device. */
const MENU_OWN_PAGES = ['settings'] as const;

function withLanguage(path: string, locale: AppLocale): string {
  const url = new URL(path, 'http://inbox.invalid');
  url.searchParams.set('lang', urlSegmentOf(locale));
  return `${url.pathname}${url.search}`;
}

/**
 * The inbox's header: its name, People for an admin, the person's Available or Away, and the person's account menu (the
 * admin's other pages, the other language, signing out); signed out, the other language. One row of 44 px controls,
 * 53 px high on a 375 px phone, so the list's first lead stays near the top of the screen: it never wraps, the person's
 * name in the menu's summary is shortened instead. The language, chosen once and remembered, waits in the menu so that
 * the availability, tapped every shift, fits the row.
 */
export function InboxHeader({ pageLocale, currentPath, person, availability }: InboxHeaderProps) {
  const t = useTranslations('InboxLayout');
  const languages = locales
    .filter((option) => option !== pageLocale)
    .map((option) => ({ href: withLanguage(currentPath, option), label: t(`language.${urlSegmentOf(option) as 'en' | 'zh_cn'}`), lang: option }));
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-2 py-1">
        <a href="/inbox" className={cn(tapLinkClass, 'text-base font-bold text-emerald-800 sm:text-lg')}>
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
          {person ? (
            <>
              {availability && <InboxAvailability status={availability} returnPath={currentPath} />}
              <InboxAccountMenu
                name={person.name}
                links={[...MENU_OWN_PAGES, ...(person.role === 'admin' ? MENU_ADMIN_PAGES : [])].map((page) => ({
                  href: `/inbox/${page}`,
                  label: t(`nav.${page}`),
                }))}
                languages={languages}
              />
            </>
          ) : (
            <>
              <span className="sr-only">{t('language.label')}</span>
              {languages.map((language) => (
                <a key={language.lang} href={language.href} lang={language.lang} className={cn(tapLinkClass, 'underline')}>
                  {language.label}
                </a>
              ))}
            </>
          )}
        </div>
      </div>
    </header>
  );
}
