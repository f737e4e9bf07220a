import { useLocale, useTranslations } from 'use-intl';
import { SiteLink } from '@/components/ui/site-link';
import { getPathname } from '@/i18n/paths';
import { CONSENT_NOTICE_ID } from '@/lib/consent/analytics-consent';

const TITLE_ID = 'consent-title';

/**
 * The question GAID 2025 asks before any analytics, on a build with a GA ID (PageLayout.astro): a bottom sheet in the
 * first screen, over the page rather than in its flow, so it shifts nothing. Accept and Decline are one style and one
 * size. It is rendered open and hidden by CSS unless the head's script found no current choice
 * (`<html data-consent="ask">`): a returning visitor never sees it flash, and without JavaScript, where analytics
 * cannot load anyway, it never shows. Its buttons close it natively (`<form method="dialog">`), so a tap works before
 * the chrome's module arrives; src/scripts/consent-notice.ts records the choice.
 * Its look is one class, `consent-notice` (src/styles/globals.css), not utilities on each element: the home page's
 * HTML must fit TCP's first round trip.
 */
export function ConsentNotice() {
  const t = useTranslations('ConsentNotice');
  const locale = useLocale();
  return (
    <dialog id={CONSENT_NOTICE_ID} open aria-labelledby={TITLE_ID} tabIndex={-1} className="consent-notice">
      <h2 id={TITLE_ID}>{t('title')}</h2>
      <p>
        {`${t('text')} `}
        <SiteLink href={getPathname({ locale, href: '/privacy' })}>{t('privacyLink')}</SiteLink>
      </p>
      <form method="dialog">
        <button value="granted">{t('accept')}</button>
        <button value="denied">{t('decline')}</button>
      </form>
    </dialog>
  );
}
