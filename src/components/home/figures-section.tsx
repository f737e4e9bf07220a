import { useFormatter, useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import { siteConfig } from '@/site/site-config';

type Fact = { key: string; term: string; value: string; isText?: boolean };

/**
 * The business at a glance. Figures of the company (stores, monthly sales, countries) appear only when the
 * site configuration sets them; the spec's own facts always do: informal retail is 90% of African retail,
 * suppliers are settled monthly, and the named markets.
 */
export function FiguresSection() {
  const t = useTranslations('HomePage');
  const format = useFormatter();
  const { retailStores, monthlySalesUsd, countries } = siteConfig.figures;
  const facts: Fact[] = [];
  if (retailStores !== undefined) {
    facts.push({
      key: 'retailStores',
      term: t('figures.retailStores'),
      value: t('figures.plus', { value: format.number(retailStores, { notation: 'compact' }) }),
    });
  }
  if (monthlySalesUsd !== undefined) {
    const money = format.number(monthlySalesUsd, { style: 'currency', currency: 'USD', notation: 'compact' });
    facts.push({ key: 'salesVolume', term: t('figures.salesVolume'), value: t('figures.plus', { value: money }) });
  }
  if (countries !== undefined) {
    facts.push({ key: 'countries', term: t('figures.countries'), value: format.number(countries) });
  }
  facts.push(
    { key: 'informal', term: t('figures.informal'), value: format.number(0.9, { style: 'percent' }) },
    { key: 'settlement', term: t('figures.settlement'), value: t('figures.settlementValue') },
    { key: 'markets', term: t('about.marketsLabel'), value: t('about.markets'), isText: true },
  );

  return (
    <section aria-labelledby="figures-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 md:px-8 md:py-16">
        <h2 id="figures-title" className="text-center text-lg font-semibold text-brand-100 md:text-xl">
          {t('figures.title')}
        </h2>
        {/* Wrapping rows of three, centred, so three or six facts fill their rows and four or five stay balanced. */}
        <dl className="mt-8 flex flex-wrap justify-center gap-y-8 text-center">
          {facts.map(({ key, term, value, isText }) => (
            <div key={key} className="flex w-full flex-col-reverse gap-1 px-4 sm:w-1/2 md:w-1/3">
              <dt className="text-brand-100">{term}</dt>
              <dd className={cn('font-bold text-accent-400', isText ? 'text-xl text-balance break-keep md:text-2xl' : 'text-4xl md:text-5xl')}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
