import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { HomePage } from '@/components/home/home-page';
import { routing } from '@/i18n/routing';
import { buildPageMetadata } from '@/lib/seo';
import { siteConfig } from '@/lib/site-config';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const brand = { name: siteConfig.name };
  return buildPageMetadata({
    locale,
    path: '/',
    title: t('title', brand),
    description: t('description'),
    imageAlt: t('shareImageAlt', brand),
  });
}

export default function Page() {
  return <HomePage />;
}
