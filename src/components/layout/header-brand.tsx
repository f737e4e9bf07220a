import { useLocale, useTranslations } from 'use-intl';
import { SiteLink } from '@/components/ui/site-link';
import { getPathname } from '@/i18n/paths';
import { siteConfig } from '@/site/site-config';
import { BrandMark } from './brand-mark';

export function HeaderBrand() {
  const t = useTranslations('SiteHeader');
  const locale = useLocale();
  return (
    <SiteLink
      href={getPathname({ locale, href: '/' })}
      aria-label={t('brandHome', { name: siteConfig.name })}
      className="flex shrink-0 items-center gap-2 rounded-lg text-ink sm:gap-2.5"
    >
      <BrandMark className="size-8 sm:size-9" />
      <span className="text-base font-bold tracking-tight max-[350px]:sr-only sm:text-lg md:max-lg:sr-only">{siteConfig.name}</span>
    </SiteLink>
  );
}
