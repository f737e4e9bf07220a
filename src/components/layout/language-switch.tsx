import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/locales';
import { LANGUAGE_PANEL_ID } from '@/lib/page-chrome/header-dropdown';
import { HeaderPopover } from './header-popover';
import { KEEP_SCROLL_ATTRIBUTE } from '@/lib/page-chrome/keep-scroll';
import type { LanguageLink } from './use-language-links';

/** Icons rendered on the server and passed in, so no icon library ships to the browser. */
type LanguageSwitchIcons = { globe: ReactNode; chevron: ReactNode; check: ReactNode };
type LanguageSwitchProps = {
  label: string;
  currentLocale: AppLocale;
  options: ReadonlyArray<LanguageLink>;
  icons: LanguageSwitchIcons;
};

/**
 * The language dropdown: a native popover listing links to each language's home page (/en, /zh_cn). They are plain
 * links; the page in the other language opens at the visitor's scroll offset (src/lib/page-chrome/keep-scroll.ts).
 */
export function LanguageSwitch({ label, currentLocale, options, icons }: LanguageSwitchProps) {
  const currentName = options.find((option) => option.locale === currentLocale)?.name;

  return (
    <HeaderPopover
      panelId={LANGUAGE_PANEL_ID}
      className="group relative"
      panelAs="ul"
      panelClassName="language-menu-panel w-40 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      panel={options.map(({ locale, name, href }) => (
        <li key={locale}>
          <SiteLink
            href={href}
            lang={locale}
            aria-current={locale === currentLocale ? 'true' : undefined}
            {...(locale === currentLocale ? {} : { [KEEP_SCROLL_ATTRIBUTE]: '' })}
            className="flex items-center justify-between rounded-lg px-3 py-2.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current]:font-semibold aria-[current]:text-brand-800"
          >
            {name}
            {locale === currentLocale && icons.check}
          </SiteLink>
        </li>
      ))}
      buttonClassName="language-switch-button flex h-11 items-center gap-1 rounded-lg px-2.5 text-sm xl:gap-1.5 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 group-has-[:popover-open]:bg-brand-50 group-has-[:popover-open]:text-brand-800"
    >
      {icons.globe}
      <span className="sr-only">{label}</span>
      {/* Below 1280 px the globe alone marks the switch; the name stays for screen readers. */}
      <span className="max-xl:sr-only">{currentName}</span>
      {icons.chevron}
    </HeaderPopover>
  );
}
