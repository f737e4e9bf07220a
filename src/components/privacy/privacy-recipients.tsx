import { useTranslations } from 'use-intl';
import { siteConfig } from '@/site/site-config';
import { PrivacySection } from './privacy-section';

/** Who receives a visitor's data beside the sales team, as this build is configured. */
export function PrivacyRecipients() {
  const t = useTranslations('PrivacyPage.recipients');
  const { emailProviderHost, webhookHost } = siteConfig.privacy;
  return (
    <PrivacySection id="privacy-recipients" title={t('title')}>
      <ul className="grid list-disc gap-2 ps-5">
        <li>{t('team')}</li>
        {emailProviderHost && <li>{t('email', { host: emailProviderHost })}</li>}
        {webhookHost && <li>{t('webhook', { host: webhookHost })}</li>}
        <li>{t('push')}</li>
        {siteConfig.gaId && <li>{t('analytics')}</li>}
      </ul>
      <p>{t('nobodyElse')}</p>
    </PrivacySection>
  );
}
