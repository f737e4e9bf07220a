import type { LeadListStrings, LeadRowView } from '@/lib/inbox/lead-list-types';

/** The leads of one page, newest first: a card each on a phone, a row of columns on a wider screen. */
export function LeadRows({ rows, strings }: { rows: LeadRowView[]; strings: LeadListStrings }) {
  if (rows.length === 0) return <p className="rounded-md bg-white p-6 text-center text-slate-600">{strings.empty}</p>;
  return (
    <ol className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
      {rows.map((row) => (
        <li key={row.id}>
          <a href={row.href} className="grid gap-1 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 md:grid-cols-[11rem_10rem_8rem_1fr_8rem] md:items-baseline md:gap-4">
            <span className="text-xs text-slate-600 md:text-sm">
              <span className="sr-only">{strings.columns.received}: </span>
              <time dateTime={row.receivedIso}>{row.received}</time>
            </span>
            <span className="font-semibold text-slate-900">{row.name || '—'}</span>
            <span className="text-sm text-slate-700">
              <span className="sr-only">{strings.columns.country}: </span>
              {row.country}
            </span>
            <span className="flex min-w-0 items-baseline gap-2 text-sm text-slate-800">
              <span className="truncate">
                <span className="sr-only">{strings.columns.message}: </span>
                {row.firstLine}
              </span>
              {row.badges.map((badge) => (
                <span key={badge} className="shrink-0 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                  {badge}
                </span>
              ))}
            </span>
            <span className="text-xs text-slate-600 md:text-sm">
              <span className="sr-only">{strings.columns.assignee}: </span>
              {row.assignee}
            </span>
          </a>
        </li>
      ))}
    </ol>
  );
}
