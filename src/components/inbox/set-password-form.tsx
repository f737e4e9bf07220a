import { useTranslations } from 'use-intl';
import type { SetPasswordError } from '@/lib/inbox/account-form-errors';
import { Field, Notice, primaryButtonClass } from './inbox-ui';

interface SetPasswordFormProps {
  token: string;
  minLength: number;
  error?: SetPasswordError;
}

/** The page behind a one-time link: the person chooses their password (a native post). */
export function SetPasswordForm({ token, minLength, error }: SetPasswordFormProps) {
  const t = useTranslations('InboxSetPassword');
  return (
    <form method="post" action="/inbox/set-password" className="mx-auto mt-8 grid max-w-sm gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-xl font-bold text-slate-900">{t('heading')}</h1>
      <p className="text-sm text-slate-700">{t('intro', { min: minLength })}</p>
      {error && <Notice tone="error">{t(`errors.${error}`, { min: minLength })}</Notice>}
      <input type="hidden" name="token" value={token} />
      <Field label={t('password')} name="password" type="password" autoComplete="new-password" required minLength={minLength} maxLength={256} />
      <Field label={t('repeat')} name="repeat" type="password" autoComplete="new-password" required minLength={minLength} maxLength={256} />
      <button type="submit" className={primaryButtonClass}>
        {t('submit')}
      </button>
    </form>
  );
}
