import { useTranslations } from 'use-intl';
import type { SetPasswordLinkState } from '@/lib/inbox/account-form-errors';
import { Notice, secondaryButtonClass } from './inbox-ui';

/** The page behind a set-password link that no longer works: why, and what to do (a new link from an admin). */
export function SetPasswordLinkGone({ state }: { state: Exclude<SetPasswordLinkState, 'usable'> }) {
  const t = useTranslations('InboxSetPassword.unusable');
  return (
    <section aria-labelledby="link-gone" className="mx-auto mt-8 grid max-w-sm gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 id="link-gone" className="text-xl font-bold text-slate-900">
        {t('heading')}
      </h1>
      <Notice tone="error">{t(state)}</Notice>
      <p className="text-sm text-slate-700">{t('next')}</p>
      <a href="/inbox/sign-in" className={secondaryButtonClass}>
        {t('signIn')}
      </a>
    </section>
  );
}
