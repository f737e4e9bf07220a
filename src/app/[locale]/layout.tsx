import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { notFound } from 'next/navigation';
import { Analytics } from '@/components/layout/analytics';
import { ChunkErrorReload } from '@/components/layout/chunk-error-reload';
import { ClientProviders } from '@/components/layout/client-providers';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { ProgressBar } from '@/components/layout/progress-bar';
import { SkipLink } from '@/components/layout/skip-link';
import { routing } from '@/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { pickClientMessages } from '@/i18n/client-messages';
import '../globals.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return { metadataBase: new URL(siteConfig.url), title: t('title'), description: t('description') };
}

export default async function LocaleLayout({ children }: LayoutProps<'/[locale]'>) {
  const locale = await rootLocale();
  if (!hasLocale(routing.locales, locale)) notFound();
  const messages = await getMessages();
  const t = await getTranslations('Platform');
  const tHttp = await getTranslations('HttpClient');

  return (
    <html lang={locale}>
      <body className="min-h-dvh">
        <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages)}>
          <ProgressBar label={t('progressLabel')} failedLabel={t('progressFailed')} />
          <SkipLink />
          {children}
          <OfflineBanner message={t('offline')} />
          <ChunkErrorReload />
          <ClientProviders failMessage={tHttp('fail')} notificationsLabel={t('notifications')} />
          {siteConfig.gaId ? <Analytics gaId={siteConfig.gaId} /> : null}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
