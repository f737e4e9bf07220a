import { useFormatter, useTranslations } from 'use-intl';
import { ArrowDown } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { AppStoreBadge } from '@/components/download/app-store-badge';
import { ShopIllustration } from '@/components/illustrations/shop-illustration';
import { siteConfig } from '@/site/site-config';

/** What the platform is and for whom, the Download Buyer APP call to action and the 90% market fact. */
export function HeroSection() {
  const t = useTranslations('HomePage.hero');
  const format = useFormatter();
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 md:grid-cols-[1.15fr_1fr] md:items-center md:gap-12 md:px-8 md:py-24">
        <div>
          <PageTitle id="hero-title" eyebrow={t('eyebrow')} title={t('title')} />
          <p className="mt-5 text-base text-brand-50 md:text-lg">{t('lead', { name: siteConfig.name })}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <AppStoreBadge href={siteConfig.appStoreUrl} small={t('badgeSmall')} large={t('download')} />
            <a
              href="#service"
              className="inline-flex min-h-12 items-center gap-2 rounded-xl border border-white/40 px-5 py-2 font-semibold text-white transition-colors hover:bg-white/10"
            >
              {t('explore')}
              <ArrowDown className="size-4" />
            </a>
          </div>
        </div>
        <div>
          <ShopIllustration label={t('illustration')} className="mx-auto h-auto w-full max-w-md" />
          <div className="mx-auto mt-6 max-w-md rounded-2xl bg-brand-950/60 p-5 ring-1 ring-white/15">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-4xl font-bold text-accent-400">{format.number(0.9, { style: 'percent' })}</span>
              <span className="font-semibold">{t('statLabel')}</span>
            </p>
            <p className="mt-2 text-sm text-brand-50">{t('statText')}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
