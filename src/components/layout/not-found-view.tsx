import { useLocale, useTranslations } from 'use-intl';
import { SiteLink } from '@/components/ui/site-link';
import { getPathname } from '@/i18n/paths';

type NotFoundViewProps = { namespace: 'NotFound' | 'UnsupportedLocale' };

/** The 404 body shared by unknown paths and unsupported languages; only the wording differs. */
export function NotFoundView({ namespace }: NotFoundViewProps) {
  const t = useTranslations(namespace);
  const locale = useLocale();
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <SiteLink href={getPathname({ locale, href: '/' })} className="rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800">
        {t('backHome')}
      </SiteLink>
    </div>
  );
}
