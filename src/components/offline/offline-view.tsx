import { useLocale, useTranslations } from 'use-intl';
import { SiteLink } from '@/components/ui/site-link';
import { getPathname } from '@/i18n/paths';
import { OfflinePanel, offlineLinkClass, type OfflinePanelPlacement } from './offline-panel';

/**
 * What the service worker shows offline in place of a page this phone has not saved (src/service-worker/
 * page-cache.ts): what still works, and a way back. "Try again" is a link to the address the visitor asked for
 * (`href=""`), so it works with no script: online, the worker fetches the page.
 */
export function OfflineView(placement: OfflinePanelPlacement) {
  const t = useTranslations('OfflinePage');
  const home = getPathname({ locale: useLocale(), href: '/' });
  return (
    <OfflinePanel heading={t('heading')} {...placement}>
      <p>{t('intro')}</p>
      <ul className="list-disc space-y-1 ps-6 text-start">
        <li>{t('savedPages')}</li>
        <li>{t('message')}</li>
      </ul>
      <div className="flex flex-wrap justify-center gap-3">
        <SiteLink href="" className={offlineLinkClass.primary}>
          {t('tryAgain')}
        </SiteLink>
        <SiteLink href={home} className={offlineLinkClass.secondary}>
          {t('home')}
        </SiteLink>
        <SiteLink href={`${home}#contact`} className={offlineLinkClass.secondary}>
          {t('contact')}
        </SiteLink>
      </div>
    </OfflinePanel>
  );
}
