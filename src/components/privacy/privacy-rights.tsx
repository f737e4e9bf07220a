import { useTranslations } from 'use-intl';
import { DATA_PROTECTION_AUTHORITIES } from '@/lib/privacy-notice';
import { siteConfig } from '@/site/site-config';
import { emailLink } from './email-link';
import { PrivacySection } from './privacy-section';

const RIGHTS = ['access', 'correction', 'erasure', 'objection', 'withdrawal', 'complaint'] as const;

/** The visitor's rights, how to use them, and the authorities that take complaints in our markets. */
export function PrivacyRights() {
  const t = useTranslations('PrivacyPage.rights');
  const email = siteConfig.privacy.email;
  return (
    <PrivacySection id="privacy-rights" title={t('title')}>
      <p>{t('intro')}</p>
      <ul className="grid list-disc gap-1 ps-5">
        {RIGHTS.map((right) => (
          <li key={right}>{t(right)}</li>
        ))}
      </ul>
      <p>{t.rich('how', { email, link: emailLink(email) })}</p>
      <h3 className="mt-2 font-semibold text-brand-900">{t('authoritiesTitle')}</h3>
      <ul className="grid gap-1">
        {DATA_PROTECTION_AUTHORITIES.map(({ key, url }) => (
          <li key={key}>
            <a href={url} rel="noopener noreferrer" className="text-brand-800 underline underline-offset-4">
              {t(key)}
            </a>
          </li>
        ))}
      </ul>
    </PrivacySection>
  );
}
