import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import { leadPageHref, type LeadPageView } from '@/lib/inbox/lead-page-types';
import { WORK_STATUSES } from '@/lib/inbox/vocabulary';
import { inputClass, PostButton, primaryButtonClass, secondaryButtonClass, SelectField } from './inbox-ui';
import { LeadPartNotice } from './lead-part-notice';
import { LeadSpamActions } from './lead-spam-actions';

/**
 * Working a lead in few taps, every action a small form posting to the lead's own page (works before any script):
 * a note saved with the folder's own button (one tap: "Contacted"), the assignment with "Assign to me", then spam and
 * erasure. Short enough to stay on a phone's screen whole, where the page lands after each of its posts.
 */
export function LeadActionsPanel({ view }: { view: LeadPageView }) {
  const t = useTranslations('InboxLead');
  const tList = useTranslations('InboxList');
  const actionOf = (part: 'status' | 'assign') => leadPageHref(view.id, { list: view.listQuery, part });
  const partNotice = (part: 'status' | 'assign') => <LeadPartNotice notice={view.notice} part={part} leadId={view.id} list={view.listQuery} />;
  return (
    <section id="lead-actions" aria-labelledby="lead-actions-title" className="grid content-start gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="lead-actions-title" className="text-lg font-semibold">
        {t('actions.heading')}
      </h2>
      {/* The part stays for its message when its form does not: a spam lead is restored before it is worked. */}
      {view.isSpam ? (
        partNotice('status')
      ) : (
        <form method="post" action={actionOf('status')} className="grid gap-2">
          <input type="hidden" name="action" value="status" />
          <label className="block text-sm font-medium">
            {t('actions.note')}
            <textarea name="note" rows={2} maxLength={1000} defaultValue={view.draftNote} className={cn(inputClass, 'mt-1')} />
          </label>
          <fieldset>
            <legend className="text-sm font-medium">{t('actions.saveIn')}</legend>
            <div className="mt-1 grid grid-cols-3 gap-2">
              {WORK_STATUSES.map((status) => (
                <button
                  key={status}
                  type="submit"
                  name="status"
                  value={status}
                  aria-current={status === view.status ? 'true' : undefined}
                  className={cn(status === view.status ? secondaryButtonClass : primaryButtonClass, 'px-2')}
                >
                  {status === view.status && (
                    <span aria-hidden="true" className="me-1">
                      ✓
                    </span>
                  )}
                  {tList(`folders.${status}`)}
                </button>
              ))}
            </div>
          </fieldset>
          {partNotice('status')}
        </form>
      )}
      <div className="grid gap-2">
        <form method="post" action={actionOf('assign')} className="flex items-end gap-2">
          <input type="hidden" name="action" value="assign" />
          <SelectField
            label={t('actions.assign')}
            name="assignee"
            defaultValue={view.assigneeId}
            className="min-w-0 flex-1"
            options={view.people.map((person) => ({ value: person.id, text: person.name }))}
          >
            <option value="">{t('actions.nobody')}</option>
          </SelectField>
          <button type="submit" className={secondaryButtonClass}>
            {t('actions.assignSubmit')}
          </button>
        </form>
        {!view.isMine && (
          <PostButton to={actionOf('assign')} fields={{ action: 'assign-me' }} className={cn(secondaryButtonClass, 'w-full')}>
            {t('actions.assignToMe')}
          </PostButton>
        )}
        {partNotice('assign')}
      </div>
      <LeadSpamActions view={view} />
    </section>
  );
}
