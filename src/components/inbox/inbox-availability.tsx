import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import type { AvailabilityStatus } from '@/lib/inbox/vocabulary';

/**
 * The header's Available / Away: one button that shows the person's state, and one tap sets the other. A form posting
 * `status` and the page it sits on (`return`) to POST /inbox/availability, which answers 303 back there: no script.
 * Its words are short and its dot says the state at a glance, so it fits the header's one row on a 375 px phone; the
 * tap's effect is its description (the `title`: a hover hint on a laptop, read out after the name).
 */
export function InboxAvailability({ status, returnPath }: { status: AvailabilityStatus; returnPath: string }) {
  const t = useTranslations('InboxAvailability');
  const isAvailable = status === 'available';
  return (
    <form method="post" action="/inbox/availability" aria-label={t('label')} className="shrink-0">
      <input type="hidden" name="status" value={isAvailable ? 'away' : 'available'} />
      <input type="hidden" name="return" value={returnPath} />
      <button
        type="submit"
        title={t(isAvailable ? 'setAway' : 'setAvailable')}
        className={cn(
          'inline-flex min-h-11 min-w-11 items-center gap-1 rounded-full border px-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
          isAvailable ? 'border-emerald-700 bg-emerald-50 text-emerald-900' : 'border-slate-300 bg-slate-100 text-slate-700',
        )}
      >
        <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', isAvailable ? 'bg-emerald-600' : 'bg-slate-400')} />
        {t(status)}
      </button>
    </form>
  );
}
