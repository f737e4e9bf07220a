import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export function SiteHeader() {
  const t = useTranslations('SiteHeader');
  return (
    <header className="sticky top-0 z-40 border-b bg-white/95">
      <nav aria-label={t('mainNavigation')} className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3">
        <Link href="/">{t('brandHome')}</Link>
        <a href="#about">{t('about')}</a>
        <a href="#service">{t('service')}</a>
        <a href="#contact">{t('contact')}</a>
      </nav>
    </header>
  );
}
