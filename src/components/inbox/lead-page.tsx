import type { LeadListStrings, LeadListView } from '@/lib/inbox/lead-list-types';
import { Notice, secondaryButtonClass } from './inbox-ui';
import { LeadFolderLinks } from './lead-folder-links';
import { LeadRows } from './lead-rows';

/**
 * One page of the list: the folder row (which follows the search), the leads, and links to the newest and to older
 * leads (the list page, and the fragment the live list swaps in).
 */
export function LeadPage({ view, strings }: { view: LeadListView; strings: LeadListStrings }) {
  return (
    <div className="grid gap-3">
      <LeadFolderLinks folders={view.folders} label={strings.folders} />
      {view.problems.map((problem) => (
        <Notice key={problem} tone="error">
          {problem}
        </Notice>
      ))}
      <LeadRows rows={view.rows} strings={strings} />
      {(!view.isFirstPage || view.nextHref) && (
        <nav className="flex justify-between gap-2">
          {view.isFirstPage ? (
            <span />
          ) : (
            <a href={`/inbox?${view.query}`} className={secondaryButtonClass}>
              {strings.first}
            </a>
          )}
          {view.nextHref && (
            <a href={view.nextHref} className={secondaryButtonClass}>
              {strings.next}
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
