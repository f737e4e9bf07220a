import { useTranslations } from 'next-intl';
import { BackToTopButton } from './back-to-top-button';

/** Server shell: translates the label for the client button. */
export function BackToTop() {
  const t = useTranslations('BackToTop');
  return <BackToTopButton label={t('label')} />;
}
