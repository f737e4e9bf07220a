import { useFormatter, useTranslations } from 'next-intl';
import { siteConfig } from '@/lib/site-config';

/** Retail stores, sales volume and countries, from the site configuration, formatted for the locale. */
export function FiguresSection() {
  const t = useTranslations('HomePage.figures');
  const format = useFormatter();
  const { retailStores, monthlySalesVolumeUsd, countries } = siteConfig.figures;
  const figures = [
    { key: 'retailStores', value: t('plus', { value: format.number(retailStores, { notation: 'compact' }) }) },
    {
      key: 'salesVolume',
      value: t('plus', {
        value: format.number(monthlySalesVolumeUsd, { style: 'currency', currency: 'USD', notation: 'compact' }),
      }),
    },
    { key: 'countries', value: format.number(countries) },
  ] as const;

  return (
    <section aria-labelledby="figures-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 md:px-8 md:py-16">
        <h2 id="figures-title" className="text-center text-lg font-semibold text-brand-100 md:text-xl">
          {t('title')}
        </h2>
        <dl className="mt-8 grid gap-8 text-center sm:grid-cols-3">
          {figures.map(({ key, value }) => (
            <div key={key} className="flex flex-col-reverse gap-1">
              <dt className="text-brand-100">{t(key)}</dt>
              <dd className="text-4xl font-bold text-accent-400 md:text-5xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
