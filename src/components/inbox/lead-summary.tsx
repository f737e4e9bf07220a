import { useTranslations } from 'use-intl';
import type { LeadPageView } from '@/lib/inbox/lead-page-types';
import { LeadReach } from './lead-reach';

/**
 * Who wrote, their message and the ways to reply (a call, WhatsApp with a greeting or a template), on a phone's
 * first screen; then the lead's other fields, compact.
 */
export function LeadSummary({ view }: { view: LeadPageView }) {
  const t = useTranslations('InboxLead');
  return (
    <section aria-labelledby="lead-title" className="grid content-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <h1 id="lead-title" className="text-xl font-bold text-slate-900">
          {view.title}
        </h1>
        {view.mobile && (
          <p className="text-slate-700">
            <span className="sr-only">{t('fields.mobile')}: </span>
            {view.mobile}
          </p>
        )}
      </div>
      {view.isErased && <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('erasedNotice')}</p>}
      {!view.isErased && <LeadReach view={view} />}
      {view.message && (
        <p className="rounded-md bg-slate-50 px-3 py-2 break-words whitespace-pre-wrap text-slate-900">
          <span className="sr-only">{t('fields.message')}: </span>
          {view.message}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {view.fields.map((field) => (
          <div key={field.label} className="min-w-0">
            <dt className="text-xs text-slate-600">{field.label}</dt>
            <dd className="break-words text-slate-900">{field.value || '—'}</dd>
          </div>
        ))}
      </dl>
      {view.waiting && <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">{view.waiting}</p>}
      {view.restoredNote && <p className="text-sm text-slate-700">{view.restoredNote}</p>}
    </section>
  );
}
