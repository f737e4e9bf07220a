import { useLocale, useTranslations } from 'use-intl';
import { SiteLink } from '@/components/ui/site-link';
import { getPathname } from '@/i18n/paths';
import { OfflinePanel, offlineLinkClass, type OfflinePanelPlacement } from './offline-panel';

/**
 * The answer to the contact form posted with no network and no page script: the service worker saved the message
 * (src/service-worker/contact-outbox.ts) and shows this panel of the offline page, in the form's language.
 */
export function SavedMessageView(placement: OfflinePanelPlacement) {
  const t = useTranslations('MessageSavedPage');
  return (
    <OfflinePanel heading={t('heading')} role="status" {...placement}>
      <p>{t('body')}</p>
      <SiteLink href={getPathname({ locale: useLocale(), href: '/' })} className={offlineLinkClass.primary}>
        {t('home')}
      </SiteLink>
    </OfflinePanel>
  );
}
