import { useTranslations } from 'use-intl';

export function SkipLink() {
  const t = useTranslations('SkipLink');
  return (
    <a href="#main" className="sr-only z-[100] rounded-md bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-4 focus:left-4">
      {t('label')}
    </a>
  );
}
