import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import type { LeadPageView } from '@/lib/inbox/lead-page-types';
import { WORK_STATUSES } from '@/lib/inbox/vocabulary';
import { dangerButtonClass, inputClass, Panel, PostButton, primaryButtonClass, secondaryButtonClass, SelectField } from './inbox-ui';

/** Every action on a lead is a small form that posts to the lead's own page (works before any script). */
export function LeadActionsPanel({ view }: { view: LeadPageView }) {
  const t = useTranslations('InboxLead');
  const tList = useTranslations('InboxList');
  const action = `/inbox/lead/${view.id}`;
  return (
    <Panel id="lead-actions" title={t('actions.heading')} className="gap-4">
      {!view.isSpam && (
        <form method="post" action={action} className="grid gap-2">
          <input type="hidden" name="action" value="status" />
          <SelectField label={t('actions.status')} name="status" defaultValue={view.status} options={WORK_STATUSES.map((status) => ({ value: status, text: tList(`folders.${status}`) }))} />
          <label className="block text-sm font-medium">
            {t('actions.note')}
            <textarea name="note" rows={3} maxLength={1000} className={cn(inputClass, 'mt-1')} />
          </label>
          <button type="submit" className={primaryButtonClass}>
            {t('actions.save')}
          </button>
        </form>
      )}
      <form method="post" action={action} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <input type="hidden" name="action" value="assign" />
        <SelectField label={t('actions.assign')} name="assignee" defaultValue={view.assigneeId} options={view.people.map((person) => ({ value: person.id, text: person.name }))}>
          <option value="">{t('actions.nobody')}</option>
        </SelectField>
        <button type="submit" className={secondaryButtonClass}>
          {t('actions.assignSubmit')}
        </button>
      </form>
      {(!view.isSpam || view.isAdmin) && (
        <PostButton to={action} fields={{ action: view.isSpam ? 'restore' : 'spam' }}>
          {view.isSpam ? t('actions.restore') : t('actions.spam')}
        </PostButton>
      )}
      {view.isAdmin && !view.isErased && (
        <form method="post" action={action} className="grid gap-2 border-t border-slate-200 pt-4">
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
      )}
    </Panel>
  );
}
