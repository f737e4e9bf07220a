import { useTranslations } from 'use-intl';
import { primaryButtonClass } from './inbox-ui';

/**
 * What the inbox shows with no connection (its worker keeps this page, src/service-worker/inbox/inbox-sw.ts): that it
 * needs one, and that nothing of the leads is on the phone. "Try again" is a link to the page itself: the worker
 * answered the page asked for with this one, so an empty href asks for that page again.
 */
export function InboxOffline() {
  const t = useTranslations('InboxApp.offline');
  const tLayout = useTranslations('InboxLayout');
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <p className="mx-auto flex min-h-13 max-w-6xl items-center px-4 text-lg font-bold text-emerald-800">{tLayout('brand')}</p>
      </header>
      <main className="mx-auto grid max-w-sm gap-4 px-4 py-8">
        <h1 className="text-xl font-bold text-slate-900">{t('title')}</h1>
        <p className="text-slate-700">{t('message')}</p>
        <a href="" className={primaryButtonClass}>
          {t('retry')}
        </a>
      </main>
    </>
  );
}
