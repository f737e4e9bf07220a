import { useTranslations } from 'use-intl';
import type { SignInError } from '@/lib/inbox/account-form-errors';
import { Field, Notice, primaryButtonClass } from './inbox-ui';

/** What the page says above the form after a redirect (`?notice=`): a password set, a sign-out here or everywhere. */
export const SIGN_IN_NOTICES = ['passwordSet', 'signedOut', 'signedOutEverywhere'] as const;
type SignInNotice = (typeof SIGN_IN_NOTICES)[number];

interface SignInFormProps {
  email?: string;
  error?: SignInError;
  retryMinutes?: number;
  notice?: SignInNotice;
}

/** The sign-in form: a native post to /inbox/sign-in, which works before (or without) any script. */
export function SignInForm({ email = '', error, retryMinutes = 1, notice }: SignInFormProps) {
  const t = useTranslations('InboxSignIn');
  return (
    <form method="post" action="/inbox/sign-in" className="mx-auto mt-8 grid max-w-sm gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-xl font-bold text-slate-900">{t('heading')}</h1>
      {notice && <Notice tone="success">{t(notice)}</Notice>}
      {error && <Notice tone="error">{error === 'tooMany' ? t('errors.tooMany', { minutes: retryMinutes }) : t(`errors.${error}`)}</Notice>}
      <Field label={t('email')} name="email" type="email" autoComplete="username" required defaultValue={email} />
      <Field label={t('password')} name="password" type="password" autoComplete="current-password" required />
      <button type="submit" className={primaryButtonClass}>
        {t('submit')}
      </button>
    </form>
  );
}
