import { useTranslations } from 'next-intl';

export function DownloadPage() {
  const t = useTranslations('DownloadPage');
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-6 py-16 outline-none">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
    </main>
  );
}
