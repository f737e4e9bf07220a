import type { LeadListStrings, LeadListView } from '@/lib/inbox/lead-list-types';
import { Notice } from './inbox-ui';
import { LeadRows } from './lead-rows';

/** One page of the list and its links to the newest and to older leads (the list page, and the fragment the live list swaps in). */
export function LeadPage({ view, strings }: { view: LeadListView; strings: LeadListStrings }) {
  return (
    <>
      {view.problems.map((problem) => (
        <Notice key={problem} tone="error">
          {problem}
        </Notice>
      ))}
      <LeadRows rows={view.rows} strings={strings} />
      <nav className="mt-3 flex justify-between gap-2 text-sm">
        {view.isFirstPage ? (
          <span />
        ) : (
          <a href={`/inbox?${view.query}`} className="underline underline-offset-2">
            {strings.first}
          </a>
        )}
        {view.nextHref && (
          <a href={view.nextHref} className="underline underline-offset-2">
            {strings.next}
          </a>
        )}
      </nav>
    </>
  );
}
