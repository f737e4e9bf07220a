import { useTranslations } from 'use-intl';
import type { LeadPageView } from '@/lib/inbox/lead-page-types';
import { primaryButtonClass, secondaryButtonClass } from './inbox-ui';

/** The lead's fields, its message and the ways to reach the person: a call, or WhatsApp with a greeting. */
export function LeadSummary({ view }: { view: LeadPageView }) {
  const t = useTranslations('InboxLead');
  return (
    <section aria-labelledby="lead-title" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h1 id="lead-title" className="text-xl font-bold text-slate-900">
        {view.title}
      </h1>
      {view.isErased && <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('erasedNotice')}</p>}
      {(view.telHref || view.whatsappHref) && (
        <div className="flex flex-wrap gap-2">
          {view.telHref && (
            <a href={view.telHref} className={secondaryButtonClass}>
              {t('call')}
            </a>
          )}
          {view.whatsappHref && (
            <a href={view.whatsappHref} className={primaryButtonClass} target="_blank" rel="noopener noreferrer">
              {t('whatsapp')}
            </a>
          )}
        </div>
      )}
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
        {view.fields.map((field) => (
          <div key={field.label} className="contents">
            <dt className="text-sm text-slate-600">{field.label}</dt>
            <dd className="break-words text-slate-900">{field.value || '—'}</dd>
          </div>
        ))}
        <dt className="text-sm text-slate-600">{t('fields.message')}</dt>
        <dd className="whitespace-pre-wrap break-words text-slate-900">{view.message || '—'}</dd>
      </dl>
    </section>
  );
}
