import { useTranslations } from 'use-intl';
import { siteConfig } from '@/site/site-config';
import { cn } from '@/lib/cn';
import { HeaderExternalLink } from './header-external-link';

/** App-store style "Download Buyer APP" badge, drawn in SVG and CSS (no raster image). */
export function HeaderAppBadge({ className }: { className?: string }) {
  const t = useTranslations('SiteHeader');
  return (
    <HeaderExternalLink
      href={siteConfig.appStoreUrl}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg bg-ink py-1.5 pr-3.5 pl-2.5 text-white ring-1 ring-ink transition-colors hover:bg-brand-900 hover:ring-brand-900',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6 shrink-0">
        <rect x="5" y="1.5" width="14" height="21" rx="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M12 6.5v7.5m-3.25-3.25L12 14l3.25-3.25" fill="none" stroke="#fbbf24" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M10 19h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span aria-hidden="true" className="flex flex-col leading-none">
        <span className="text-[0.625rem] font-medium tracking-wide text-slate-300 uppercase">{t('badgeKicker')}</span>
        <span className="mt-0.5 text-[0.9375rem] font-semibold whitespace-nowrap">{t('badgeTitle')}</span>
      </span>
      <span className="sr-only">{t('downloadApp')}</span>
    </HeaderExternalLink>
  );
}
