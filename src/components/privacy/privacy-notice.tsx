import { useFormatter, useTranslations } from 'use-intl';
import { PRIVACY_ANALYTICS_ID, PRIVACY_NOTICE_LAST_CHANGED } from '@/lib/privacy-notice';
import { siteConfig } from '@/site/site-config';
import { emailLink } from './email-link';
import { PrivacyRecipients } from './privacy-recipients';
import { PrivacyRights } from './privacy-rights';
import { PrivacySection } from './privacy-section';

/**
 * The full privacy notice: who is responsible, what the contact form collects and why, how long it is kept, what
 * stays on the device, analytics (only with consent, on a build with a GA ID), who else receives data, and the
 * visitor's rights. Every configured fact comes from the site configuration, as the build saw it.
 */
export function PrivacyNotice() {
  const t = useTranslations('PrivacyPage');
  const format = useFormatter();
  const { legalName: company, address, gaId, privacy } = siteConfig;
  const email = privacy.email;
  const lastChanged = format.dateTime(new Date(`${PRIVACY_NOTICE_LAST_CHANGED}T12:00:00Z`), { dateStyle: 'long' });
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:px-8 md:py-16">
      <h1 className="text-3xl leading-tight font-bold text-balance text-brand-950 md:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-pretty text-slate-700">{t('lead', { company })}</p>
      <p className="mt-2 text-sm text-slate-600">{t('lastChanged', { date: lastChanged })}</p>

      <PrivacySection id="privacy-controller" title={t('controller.title')}>
        <p>{t('controller.text', { company, address })}</p>
        <p>{t.rich('controller.contact', { email, link: emailLink(email) })}</p>
      </PrivacySection>
      <PrivacySection id="privacy-form" title={t('form.title')}>
        <p>{t('form.collected')}</p>
        <p>{t('form.purpose')}</p>
        <p>{t('form.protection')}</p>
      </PrivacySection>
      <PrivacySection id="privacy-retention" title={t('retention.title')}>
        <p>{t('retention.text', { days: privacy.leadRetentionDays })}</p>
      </PrivacySection>
      <PrivacySection id="privacy-device" title={t('device.title')}>
        <p>
          {t('device.text')} {gaId && t('device.consent')}
        </p>
      </PrivacySection>
      {gaId ? (
        <PrivacySection id={PRIVACY_ANALYTICS_ID} title={t('analytics.title')}>
          <p>{t('analytics.what')}</p>
          <p>{t('analytics.before')}</p>
          <p>{t('analytics.transfer')}</p>
          <p>{t('analytics.withdraw')}</p>
        </PrivacySection>
      ) : (
        <PrivacySection id={PRIVACY_ANALYTICS_ID} title={t('noAnalytics.title')}>
          <p>{t('noAnalytics.text')}</p>
        </PrivacySection>
      )}
      <PrivacyRecipients />
      <PrivacyRights />
    </article>
  );
}
