import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import { secondaryButtonClass, tapLinkClass } from './inbox-ui';

interface MenuLink {
  href: string;
  label: string;
}

/**
 * The signed-in person's menu in the header: a native <details> (no script) whose summary is their name, holding
 * `links` (pages of theirs), the page in the other language, and the two ways out: this device only, or every device
 * (a lost phone), each a form post.
 */
export function InboxAccountMenu({
  name,
  links,
  languages,
}: {
  name: string;
  links: ReadonlyArray<MenuLink>;
  languages: ReadonlyArray<MenuLink & { lang: string }>;
}) {
  const t = useTranslations('InboxLayout.nav');
  return (
    <details className="relative min-w-0">
      <summary
        aria-label={t('account', { name })}
        className="flex min-h-11 max-w-28 min-w-11 cursor-pointer list-none items-center gap-1 rounded-md border border-slate-300 px-2 text-sm sm:max-w-48 [&::-webkit-details-marker]:hidden"
      >
        <span className="truncate">{name}</span>
        <span aria-hidden="true">▾</span>
      </summary>
      <div className="absolute end-0 z-10 mt-1 grid w-64 gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
        <p className="text-sm break-words text-slate-600">{t('signedInAs', { name })}</p>
        {links.map((link) => (
          <a key={link.href} href={link.href} className={cn(tapLinkClass, 'justify-start')}>
            {link.label}
          </a>
        ))}
        {languages.map((language) => (
          <a key={language.lang} href={language.href} lang={language.lang} className={cn(tapLinkClass, 'justify-start underline')}>
            {language.label}
          </a>
        ))}
        <form method="post" action="/inbox/sign-out">
          <button type="submit" className={cn(secondaryButtonClass, 'w-full')}>
            {t('signOut')}
          </button>
        </form>
        <form method="post" action="/inbox/sign-out-everywhere">
          <button type="submit" className={cn(secondaryButtonClass, 'w-full')}>
            {t('signOutEverywhere')}
          </button>
        </form>
      </div>
    </details>
  );
}
