'use client';

import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { dropdownPanel } from './header-dropdown';
import { useHeaderMenu } from './header-menus';
import { saveScrollForLocale, useRestoreScroll } from './language-switch-scroll';

type LanguageOption = { locale: AppLocale; name: string; href: string };
/** Icons rendered on the server and passed in, so no icon library ships to the browser. */
type LanguageSwitchIcons = { globe: ReactNode; chevron: ReactNode; check: ReactNode };
type LanguageSwitchProps = {
  label: string;
  currentLocale: AppLocale;
  options: ReadonlyArray<LanguageOption>;
  icons: LanguageSwitchIcons;
};

/**
 * Disclosure listing the languages. Choosing one navigates client-side to that language's
 * home page (/en or /zh_cn) and keeps the visitor's vertical scroll offset.
 */
export function LanguageSwitch({ label, currentLocale, options, icons }: LanguageSwitchProps) {
  const { buttonProps, panelProps } = useHeaderMenu('language');
  useRestoreScroll(currentLocale);
  const currentName = options.find((option) => option.locale === currentLocale)?.name;

  return (
    <div className="relative">
      <button
        {...buttonProps}
        className="group flex h-11 items-center gap-1 rounded-lg px-2.5 text-sm xl:gap-1.5 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-expanded:bg-brand-50 aria-expanded:text-brand-800"
      >
        {icons.globe}
        <span className="sr-only">{label}</span>
        {/* Below 1280 px the globe alone marks the switch; the name stays for screen readers. */}
        <span className="max-xl:sr-only">{currentName}</span>
        {icons.chevron}
      </button>
      <ul
        {...panelProps}
        className={`absolute right-0 top-full mt-2 w-40 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg ${dropdownPanel}`}
      >
        {options.map(({ locale, name, href }) => (
          <li key={locale}>
            <SiteLink
              href={href}
              lang={locale}
              scroll={false}
              aria-current={locale === currentLocale ? 'true' : undefined}
              onClick={locale === currentLocale ? undefined : () => saveScrollForLocale(locale)}
              className="flex items-center justify-between rounded-lg px-3 py-2.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current]:font-semibold aria-[current]:text-brand-800"
            >
              {name}
              {locale === currentLocale && icons.check}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
