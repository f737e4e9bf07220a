import { useTranslations } from 'use-intl';
import { siteConfig } from '@/lib/site-config';

/** The copyright line at the foot of a page: this year and the company's legal name. */
export function CopyrightLine() {
  const t = useTranslations('Footer');
  return (
    <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-brand-100 md:px-8">
      {t('copyright', { year: String(new Date().getFullYear()), company: siteConfig.legalName })}
    </p>
  );
}
