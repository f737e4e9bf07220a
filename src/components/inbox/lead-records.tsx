import { useTranslations } from 'use-intl';
import { leadPageHref, type LeadPageView } from '@/lib/inbox/lead-page-types';
import { Panel, PostButton } from './inbox-ui';
import { LeadPartNotice } from './lead-part-notice';

/** The lead's notifications (e-mail, webhook) with a retry for a failed one, and its history, newest first. */
export function LeadRecords({ view }: { view: LeadPageView }) {
  const t = useTranslations('InboxLead');
  return (
    <>
      <Panel id="lead-deliveries" title={t('deliveries.heading')}>
        {view.deliveries.length === 0 ? (
          <p className="text-sm text-slate-600">{t('deliveries.none')}</p>
        ) : (
          <ul className="grid gap-2">
            {view.deliveries.map((delivery) => (
              <li key={delivery.id} className="flex flex-wrap items-center gap-3 text-sm">
                <span className="font-medium">{delivery.channel}</span>
                <span>{delivery.status}</span>
                <span className="text-slate-600">{delivery.attempts}</span>
                {delivery.canRetry && (
                  <PostButton to={leadPageHref(view.id, { list: view.listQuery, part: 'deliveries' })} fields={{ action: 'retry', delivery: delivery.id }}>
                    {t('actions.retry')}
                  </PostButton>
                )}
              </li>
            ))}
          </ul>
        )}
        <LeadPartNotice notice={view.notice} part="deliveries" leadId={view.id} list={view.listQuery} />
      </Panel>
      <Panel id="lead-history" title={t('history.heading')}>
        <ol className="grid gap-2">
          {view.history.map((entry) => (
            <li key={entry.id} className="text-sm">
              <time dateTime={entry.iso} className="block text-xs text-slate-600">
                {entry.when}
              </time>
              {entry.text}
              {entry.note && <p className="mt-1 rounded bg-slate-50 px-2 py-1 whitespace-pre-wrap text-slate-800">{entry.note}</p>}
            </li>
          ))}
        </ol>
      </Panel>
    </>
  );
}
