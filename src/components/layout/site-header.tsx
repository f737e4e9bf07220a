import { useLocale, useTranslations } from 'next-intl';
import { Check, ChevronDown, Globe } from '@/components/ui/icons';
import { getPathname } from '@/i18n/navigation';
import { HeaderAppBadge } from './header-app-badge';
import { HeaderBrand } from './header-brand';
import { HeaderLinks } from './header-links';
import { HeaderMenus } from './header-menus';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { useLanguageLinks } from './use-language-links';

type SiteHeaderProps = {
  /**
   * Whether this page holds the home page's sections. The Next site's layout cannot tell (it is shared by the home
   * and 404 pages), so it keeps the default and HeaderMenus sends a section link home on click; the Astro pages are
   * rendered one by one and say so, and their links then point at the home page in the HTML itself.
   */
  sectionsOnPage?: boolean;
};

/**
 * Sticky site header. Everything is rendered here on the server; the client leaves only
 * own the open/closed state of the mobile menu and the language dropdown.
 */
export function SiteHeader({ sectionsOnPage = true }: SiteHeaderProps) {
  const t = useTranslations('SiteHeader');
  const tLanguage = useTranslations('LanguageSwitch');
  const locale = useLocale();
  const languages = useLanguageLinks();
  const homeHref = getPathname({ locale, href: '/' });
  const sectionsPath = sectionsOnPage ? '' : homeHref;

  return (
    <HeaderMenus
      homeHref={homeHref}
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
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
              chevron: (
                <ChevronDown className="size-4 transition-transform duration-300 group-has-[:popover-open]:rotate-180 motion-reduce:transition-none" />
              ),
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
    </HeaderMenus>
  );
}
