import { useLocale, useTranslations } from 'use-intl';
import { ArrowLeft, LayoutGrid, MessageCircle, ShoppingCart, Truck } from '@/components/ui/icons';
import { IconTile } from '@/components/ui/icon-tile';
import { PageTitle } from '@/components/ui/page-title';
import { SiteLink } from '@/components/ui/site-link';
import { FooterLegal } from '@/components/layout/footer-legal';
import { PhoneIllustration } from '@/components/illustrations/phone-illustration';
import { getPathname } from '@/i18n/paths';
import { locales } from '@/i18n/locales';
import { siteConfig } from '@/site/site-config';
import { entriesOf } from '@/lib/entries-of';
import { AppQrCode } from './app-qr-code';
import { AppStoreBadge } from './app-store-badge';

const FEATURES = { browse: LayoutGrid, order: ShoppingCart, track: Truck, support: MessageCircle };

/** The Download Buyer APP page: no site header, its own small navigation and footer. */
export function DownloadPage() {
  const t = useTranslations('DownloadPage');
  const locale = useLocale();
  // The site has two languages: this page links to itself in the other one.
  const [otherLocale] = locales.filter((other) => other !== locale);
  const linkClass = 'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-medium text-white hover:bg-white/10';

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <nav aria-label={t('navLabel')} className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4 md:px-8">
        <SiteLink href={getPathname({ locale, href: '/' })} className={linkClass}>
          <ArrowLeft className="size-4" />
          {t('home')}
        </SiteLink>
        {otherLocale && (
          <SiteLink href={getPathname({ locale: otherLocale, href: '/d' })} hrefLang={otherLocale} lang={otherLocale} className={linkClass}>
            {t('otherLanguage')}
          </SiteLink>
        )}
      </nav>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-10 md:grid-cols-[1.2fr_1fr] md:px-8 md:py-16">
          <div>
            <PageTitle eyebrow={siteConfig.name} title={t('title')} />
            <p className="mt-4 text-lg text-brand-50">{t('lead')}</p>
            <h2 className="mt-10 text-lg font-semibold">{t('featuresTitle')}</h2>
            <ul className="mt-4 grid gap-4">
              {entriesOf(FEATURES).map(([key, Icon]) => (
                <li key={key} className="flex items-start gap-3">
                  <IconTile icon={Icon} size="size-9" className="rounded-lg bg-white/10" iconClassName="size-5 text-accent-400" />
                  <span className="pt-1.5">{t(`features.${key}`)}</span>
                </li>
              ))}
            </ul>
            <AppStoreBadge href={siteConfig.appStoreUrl} small={t('badgeSmall')} large={t('badgeLarge')} className="mt-10" />
          </div>
          <div className="flex items-center justify-center gap-8">
            <PhoneIllustration className="h-auto w-48 drop-shadow-2xl md:hidden lg:block lg:w-56" />
            <div className="hidden w-52 rounded-2xl bg-white p-5 text-ink shadow-xl md:block">
              <AppQrCode url={siteConfig.appStoreUrl} label={t('qrLabel')} className="mx-auto size-40 [&>svg]:size-full" />
              <h2 className="mt-4 text-center font-semibold">{t('qrTitle')}</h2>
              <p className="mt-1 text-center text-sm text-slate-600">{t('qrText')}</p>
            </div>
          </div>
        </div>
      </main>
      <footer className="border-t border-white/10">
        <FooterLegal />
      </footer>
    </div>
  );
}
