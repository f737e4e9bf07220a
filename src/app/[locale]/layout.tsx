import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { notFound } from 'next/navigation';
import { Analytics } from '@/components/layout/analytics';
import { ChunkErrorReload } from '@/components/layout/chunk-error-reload';
import { ClientProviders } from '@/components/layout/client-providers';
import { ClientStringsProvider } from '@/components/layout/client-strings';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { ProgressBar } from '@/components/layout/progress-bar';
import { SkipLink } from '@/components/layout/skip-link';
import { WifiOff } from '@/components/ui/icons';
import { getClientStrings } from '@/i18n/client-strings';
import { routing } from '@/i18n/routing';
import { brandIcons } from '@/lib/brand-icon';
import { siteConfig } from '@/lib/site-config';
import '../globals.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return { metadataBase: new URL(siteConfig.url), title: t('title', { name: siteConfig.name }), description: t('description'), icons: brandIcons };
}

export default async function LocaleLayout({ children }: LayoutProps<'/[locale]'>) {
  const locale = await rootLocale();
  if (!hasLocale(routing.locales, locale)) notFound();
  const clientStrings = await getClientStrings(locale);
  const t = await getTranslations('Platform');
  const tHttp = await getTranslations('HttpClient');

  return (
    <html lang={locale}>
      <body className="min-h-dvh">
        <ClientStringsProvider strings={clientStrings}>
          <ProgressBar label={t('progressLabel')} failedLabel={t('progressFailed')} />
          <SkipLink />
          {children}
          <OfflineBanner>
            <WifiOff className="mt-0.5 size-4 shrink-0 text-amber-300 md:size-5" />
            <span>{t('offline')}</span>
          </OfflineBanner>
          <ChunkErrorReload />
          <ClientProviders failMessage={tHttp('fail')} notificationsLabel={t('notifications')} />
          {siteConfig.gaId ? <Analytics gaId={siteConfig.gaId} /> : null}
        </ClientStringsProvider>
      </body>
    </html>
  );
}
