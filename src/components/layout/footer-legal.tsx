import { useLocale, useTranslations } from 'use-intl';
import { SiteLink } from '@/components/ui/site-link';
import { getPathname } from '@/i18n/paths';
import { CONSENT_SETTINGS_ATTRIBUTE } from '@/lib/consent/analytics-consent';
import { PRIVACY_ANALYTICS_ID } from '@/lib/privacy-notice';
import { siteConfig } from '@/site/site-config';

/**
 * The foot of every page: the copyright line, the privacy notice, and on a build with analytics "Cookie settings",
 * which opens the analytics question again (src/scripts/consent-notice.ts). "Cookie settings" is a link to the
 * notice's part on analytics, so it works before the page's module runs, or without JavaScript (where no analytics
 * can load); the module turns it into the question in place.
 */
export function FooterLegal() {
  const t = useTranslations('Footer');
  const locale = useLocale();
  const privacyHref = getPathname({ locale, href: '/privacy' });
  const link = 'inline-flex min-h-11 items-center underline-offset-4 hover:text-white hover:underline';
  return (
    <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-6 text-sm text-brand-100 md:px-8">
      <p className="me-auto">{t('copyright', { year: String(new Date().getFullYear()), company: siteConfig.legalName })}</p>
      <SiteLink href={privacyHref} className={link}>
        {t('privacy')}
      </SiteLink>
      {siteConfig.gaId && (
        <SiteLink href={`${privacyHref}#${PRIVACY_ANALYTICS_ID}`} {...{ [CONSENT_SETTINGS_ATTRIBUTE]: '' }} className={link}>
          {t('cookieSettings')}
        </SiteLink>
      )}
    </div>
  );
}
