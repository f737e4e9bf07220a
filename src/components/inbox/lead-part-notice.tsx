import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import { leadPageHref, type LeadPageNotice, type LeadPagePart } from '@/lib/inbox/lead-page-types';
import { secondaryButtonClass } from './inbox-ui';

/**
 * The message of an action done (or refused) in `part` of the lead page, beside its button: `role="status"`, or
 * `role="alert"` for an error. After a filing as spam it carries the Undo button, a form the server honours for 10 s
 * (src/scripts/inbox-undo-expiry.ts hides it then).
 */
export function LeadPartNotice({ notice, part, leadId, list }: { notice?: LeadPageNotice; part: LeadPagePart; leadId: string; list?: string }) {
  const t = useTranslations('InboxLead');
  if (notice?.part !== part) return null;
  const isError = notice.tone === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={cn(
        'flex flex-wrap items-center justify-between gap-2 rounded-md px-3 py-2 text-sm',
        isError ? 'bg-red-50 text-red-900' : 'bg-emerald-50 text-emerald-900',
      )}
    >
      <span>{notice.text}</span>
      {notice.undoMs !== undefined && (
        <form method="post" action={leadPageHref(leadId, { list, part })} data-undo-ms={Math.round(notice.undoMs)}>
          <input type="hidden" name="action" value="undo" />
          <button type="submit" className={secondaryButtonClass}>
            {t('actions.undo')}
          </button>
        </form>
      )}
    </div>
  );
}
