import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import { dangerButtonClass } from './inbox-ui';

/**
 * "Disable" asks once: it opens (a native <details>, no script) the question and the button that disables. Disabling
 * signs the person out on every device at once, which no undo would bring back; "Enable" lets them sign in again.
 */
export function PeopleDisable({ name, email }: { name: string; email: string }) {
  const t = useTranslations('InboxPeople');
  return (
    <details className="open:w-full">
      <summary className={cn(dangerButtonClass, 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>{t('disable')}</summary>
      <form method="post" action="/inbox/people" className="mt-2 grid gap-2 rounded-md border border-red-300 bg-red-50 p-3">
        <p className="text-sm text-red-900">{t('disableConfirm.question', { name })}</p>
        <input type="hidden" name="action" value="disable" />
        <input type="hidden" name="email" value={email} />
        <button type="submit" className={dangerButtonClass}>
          {t('disableConfirm.submit', { name })}
        </button>
      </form>
    </details>
  );
}
