import { useLocale, useTranslations } from 'use-intl';
import { Check, ChevronDown, Globe } from '@/components/ui/icons';
import { getPathname } from '@/i18n/paths';
import { HeaderAppBadge } from './header-app-badge';
import { HeaderBrand } from './header-brand';
import { HeaderLinks } from './header-links';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { useLanguageLinks } from './use-language-links';

type SiteHeaderProps = {
  /**
   * Whether this page holds the home page's sections: there the section links are in-page anchors; elsewhere (the
   * 404 pages) they point at the home page's sections in the HTML itself, so they work without JavaScript too.
   */
  sectionsOnPage: boolean;
};

/**
 * Sticky site header, static HTML: its menus are native popovers, and src/scripts/menu-expanded.ts keeps their
 * buttons' `aria-expanded` in step once scripts run.
 */
export function SiteHeader({ sectionsOnPage }: SiteHeaderProps) {
  const t = useTranslations('SiteHeader');
  const tLanguage = useTranslations('LanguageSwitch');
  const locale = useLocale();
  const languages = useLanguageLinks();
  const homeHref = getPathname({ locale, href: '/' });
  const sectionsPath = sectionsOnPage ? '' : homeHref;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4 lg:gap-4 lg:px-6">
        <HeaderBrand />
        <nav aria-label={t('mainNavigation')} className="ml-auto hidden md:block">
          <HeaderLinks variant="bar" sectionsPath={sectionsPath} />
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-0 md:gap-2">
          <LanguageSwitch
            label={tLanguage('label')}
            currentLocale={locale}
            icons={{
              globe: <Globe className="size-5 xl:size-4.5" />,
              chevron: <ChevronDown className="size-4 transition-transform duration-300 group-has-[:popover-open]:rotate-180 motion-reduce:transition-none" />,
              check: <Check className="size-4" />,
            }}
            options={languages}
          />
          <HeaderAppBadge className="hidden md:inline-flex" />
          <MobileMenu label={t('menu')}>
            <nav aria-label={t('mainNavigation')}>
              <HeaderLinks variant="panel" sectionsPath={sectionsPath} />
              <div className="border-t border-slate-100 px-5 py-4">
                <HeaderAppBadge />
              </div>
            </nav>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
