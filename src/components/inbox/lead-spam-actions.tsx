import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import { leadPageHref, type LeadPageView } from '@/lib/inbox/lead-page-types';
import { dangerButtonClass, inputClass, PostButton, secondaryButtonClass } from './inbox-ui';
import { LeadPartNotice } from './lead-part-notice';

/**
 * The actions one regrets: filing as spam (one tap, with an Undo for 10 s; its filer or an admin restores it later),
 * and an admin's erasure, folded away and confirmed by typing ERASE, since nothing undoes it.
 */
export function LeadSpamActions({ view }: { view: LeadPageView }) {
  const t = useTranslations('InboxLead');
  const spamAction = leadPageHref(view.id, { list: view.listQuery, part: 'spam' });
  return (
    <>
      <div id="lead-spam" className="grid gap-2 border-t border-slate-200 pt-4">
        {!view.isSpam && (
          <PostButton to={spamAction} fields={{ action: 'spam' }} className={cn(secondaryButtonClass, 'w-full')}>
            {t('actions.spam')}
          </PostButton>
        )}
        {view.canRestore && (
          <PostButton to={spamAction} fields={{ action: 'restore' }} className={cn(secondaryButtonClass, 'w-full')}>
            {t('actions.restore')}
          </PostButton>
        )}
        <LeadPartNotice notice={view.notice} part="spam" leadId={view.id} list={view.listQuery} />
      </div>
      {/* Everyone's page has the part, for the message of an erasure refused to an agent. */}
      <div id="lead-erase" className="empty:hidden">
        {view.isAdmin && !view.isErased && (
          <details open={view.notice?.part === 'erase'}>
            <summary className="flex min-h-11 items-center text-sm font-medium text-red-800">{t('actions.eraseOpen')}</summary>
            <form method="post" action={leadPageHref(view.id, { list: view.listQuery, part: 'erase' })} className="grid gap-2 pt-2">
              <input type="hidden" name="action" value="erase" />
              <p className="text-sm text-slate-700">{t('actions.eraseHint')}</p>
              <label className="block text-sm font-medium">
                {t('actions.eraseConfirm')}
                <input name="confirm" autoComplete="off" className={cn(inputClass, 'mt-1')} />
              </label>
              <button type="submit" className={dangerButtonClass}>
                {t('actions.erase')}
              </button>
            </form>
          </details>
        )}
        <LeadPartNotice notice={view.notice} part="erase" leadId={view.id} list={view.listQuery} />
      </div>
    </>
  );
}
