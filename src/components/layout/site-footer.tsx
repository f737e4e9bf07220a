import { useTranslations } from 'next-intl';
import { siteConfig } from '@/lib/site-config';

export function SiteFooter() {
  const t = useTranslations('Footer');
  return (
    <footer className="border-t px-6 py-8 text-sm text-slate-600">
      {t('copyright', { year: String(new Date().getFullYear()), company: siteConfig.legalName })}
    </footer>
  );
}
