import { useTranslations } from 'use-intl';
import { ArrowUpRight } from '@/components/ui/icons';
import { siteConfig } from '@/site/site-config';
import { cn } from '@/lib/cn';
import { HeaderExternalLink } from './header-external-link';

type HeaderLinksProps = {
  variant: 'bar' | 'panel';
  /**
   * The path of the page holding the sections the in-page links point at: '' (the default) for this page. A page
   * rendered without them (the Astro site's 404 pages, decided at build) gives the home page's path, so the links
   * reach the home page's sections without any script.
   */
  sectionsPath?: string;
};

const linkClass = {
  bar: 'flex items-center gap-1 whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 lg:px-3',
  panel: 'flex items-center justify-between px-5 py-3.5 text-base font-medium text-ink hover:bg-brand-50 hover:text-brand-800',
};

/**
 * The header's links in spec order: global trade site, in-page sections, seller login.
 * The same list serves the desktop bar and the mobile dropdown.
 */
export function HeaderLinks({ variant, sectionsPath = '' }: HeaderLinksProps) {
  const t = useTranslations('SiteHeader');
  const className = linkClass[variant];
  // Between 768 and 1280 px the bar needs every pixel, so the external-link arrows wait for xl.
  const externalIcon = <ArrowUpRight aria-hidden="true" className={cn('size-4 shrink-0 text-slate-400', variant === 'bar' && 'max-xl:hidden')} />;

  return (
    <ul className={cn(variant === 'bar' ? 'flex items-center' : 'divide-y divide-slate-100')}>
      <li>
        <HeaderExternalLink href={siteConfig.globalTradeUrl} className={className}>
          {t('globalTrade')}
          {externalIcon}
        </HeaderExternalLink>
      </li>
      {(['about', 'service', 'contact'] as const).map((section) => (
        <li key={section}>
          <a href={`${sectionsPath}#${section}`} className={className}>
            {t(section)}
          </a>
        </li>
      ))}
      <li>
        <HeaderExternalLink href={siteConfig.sellerLoginUrl} className={className}>
          {t('sellerCentral')}
          {externalIcon}
        </HeaderExternalLink>
      </li>
    </ul>
  );
}
