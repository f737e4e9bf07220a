import type { LeadListStrings, LeadRowView } from '@/lib/inbox/lead-list-types';
import { ReachButton } from './reach-button';

// The row's own button look, shorter than the inbox's buttons (inbox-ui.tsx), and joined once: a page repeats it 50 times.
const contactButtonClass = 'inline-flex min-h-11 min-w-11 shrink-0 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap';
const callClass = `${contactButtonClass} border border-slate-300 text-slate-900`;
const chatClass = `${contactButtonClass} bg-emerald-700 text-white`;

/**
 * The leads of one page, newest first: a card each on a phone, a row of columns on a wider screen. The lead's page is
 * the card's link; beside it, the number and one tap to call or to open a WhatsApp chat with the greeting (none for an
 * erased lead), each a post that records the attempt in the lead's history.
 */
export function LeadRows({ rows, strings }: { rows: LeadRowView[]; strings: LeadListStrings }) {
  if (rows.length === 0) return <p className="rounded-md bg-white p-6 text-center text-slate-600">{strings.empty}</p>;
  return (
    <ol className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
      {rows.map((row) => (
        <li key={row.id} data-lead-id={row.id} className="md:flex md:items-center">
          <a
            href={row.href}
            className="grid min-w-0 grid-cols-[1fr_auto] items-baseline gap-x-3 px-3 pt-3 pb-2 hover:bg-slate-50 focus-visible:bg-slate-50 md:flex-1 md:grid-cols-[8rem_12rem_10rem_1fr] md:gap-4 md:px-4 md:py-3"
          >
            <span className="truncate font-semibold text-slate-900 md:order-2">{row.name || '—'}</span>
            <span className="text-xs whitespace-nowrap text-slate-600 md:order-1 md:text-sm">
              <span className="sr-only">{`${strings.columns.received}: `}</span>
              <time dateTime={row.receivedIso}>{row.received}</time>
            </span>
            <span className="col-span-2 flex min-w-0 flex-wrap items-baseline gap-x-1.5 text-sm text-slate-700 md:order-3 md:col-span-1">
              <span>
                <span className="sr-only">{`${strings.columns.country}: `}</span>
                {row.country}
              </span>
              {row.waiting ? (
                // Its own line: for which team the lead waits, and until when.
                <span className="basis-full text-amber-900">{row.waiting}</span>
              ) : (
                <>
                  <span aria-hidden="true">·</span>
                  <span className="text-slate-600">
                    <span className="sr-only">{`${strings.columns.assignee}: `}</span>
                    {row.assignee}
                  </span>
                </>
              )}
              {row.folder && <span className="rounded bg-sky-100 px-1.5 text-xs text-sky-900">{row.folder}</span>}
            </span>
            <span className="col-span-2 flex min-w-0 items-baseline gap-2 text-sm text-slate-800 md:order-4 md:col-span-1">
              <span className="truncate">
                <span className="sr-only">{`${strings.columns.message}: `}</span>
                {row.firstLine}
              </span>
              {row.badges.map((badge) => (
                <span key={badge} className="shrink-0 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                  {badge}
                </span>
              ))}
            </span>
          </a>
          {row.phone && (
            <div className="flex items-center gap-1.5 px-3 pb-3 md:shrink-0 md:py-2 md:pe-4">
              <span className="me-auto min-w-0 truncate text-sm text-slate-800 tabular-nums md:me-2">
                <span className="sr-only">{`${strings.columns.mobile}: `}</span>
                {row.phone}
              </span>
              <ReachButton leadId={row.id} via="call" label={strings.call} className={callClass} />
              <ReachButton leadId={row.id} via="whatsapp" label={strings.whatsapp} className={chatClass} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
