import { cn } from '@/lib/cn';
import type { LeadListStrings, LeadListView } from '@/lib/inbox/lead-list-types';
import { inputClass } from './inbox-ui';
import { LeadPage } from './lead-page';

interface LeadListProps {
  view: LeadListView;
  strings: LeadListStrings;
  search: string;
  /** The filter form the search box belongs to: without script, Enter submits it with the other filters. */
  formId: string;
}

/**
 * The list, as HTML that works on its own: the search box submits the filter form, the links page. The inbox's one
 * script (src/scripts/inbox-live-list.ts, about 1 KB) makes it live: search as you type, and leads that arrive by
 * themselves. No React on the client.
 */
export function LeadList({ view, strings, search, formId }: LeadListProps) {
  return (
    <div data-lead-list="" data-query={view.query} data-first-page={view.isFirstPage ? '1' : '0'} className="grid gap-3">
      <label className="block text-sm font-medium text-slate-800">
        {strings.search}
        <input type="search" name="q" form={formId} defaultValue={search} autoComplete="off" data-lead-search="" className={cn(inputClass, 'mt-1')} />
      </label>
      <p className="text-xs text-slate-600" aria-live="polite" data-lead-live="" data-arrived={strings.arrived}>
        {strings.live}
      </p>
      <div data-lead-page="">
        <LeadPage view={view} strings={strings} />
      </div>
    </div>
  );
}
