import { useTranslations } from 'use-intl';
import { CalendarCheck, ChartLine, ExternalLink, Store } from '@/components/ui/icons';
import { siteConfig } from '@/site/site-config';
import { entriesOf } from '@/lib/entries-of';
import { SectionShell } from './section-shell';

const REASONS = { reach: Store, settlement: CalendarCheck, insight: ChartLine };

/** Why suppliers sell here, with the link to the external seller login. */
export function SellerSection() {
  const t = useTranslations('HomePage.seller');
  return (
    <SectionShell id="seller" labelledBy="seller-title" className="bg-gradient-to-br from-brand-900 to-brand-950 text-white">
      <div className="grid gap-10 md:grid-cols-[1fr_1.2fr] md:items-center md:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{t('eyebrow')}</p>
          <h2 id="seller-title" className="mt-2 text-2xl leading-tight font-bold text-balance break-keep md:text-3xl lg:text-4xl">
            {t('title')}
          </h2>
          <p className="mt-4 text-pretty text-brand-50 md:text-lg">{t('intro')}</p>
          <a
            href={siteConfig.sellerLoginUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-xl bg-accent-400 px-6 py-3 font-semibold text-ink transition-colors hover:bg-accent-300"
          >
            {t('cta')}
            <ExternalLink className="size-4" />
            <span className="sr-only">{t('newTab')}</span>
          </a>
        </div>
        <ul className="grid gap-4">
          {entriesOf(REASONS).map(([key, Icon]) => (
            <li key={key} className="flex gap-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/15">
              <Icon className="size-7 shrink-0 text-accent-400" />
              <div>
                <h3 className="font-semibold">{t(`${key}Title`)}</h3>
                <p className="mt-1 text-sm text-pretty text-brand-50">{t(`${key}Text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}
