import { cn } from '@/lib/cn';
import type { LeadListStrings, LeadListView } from '@/lib/inbox/lead-list-types';
import { primaryButtonClass } from './inbox-ui';
import { LeadPage } from './lead-page';

interface LeadListProps {
  view: LeadListView;
  strings: LeadListStrings;
}

/**
 * The leads, as HTML that works on its own: the links page, the search box (src/components/inbox/lead-filters.tsx)
 * submits the filter form. The inbox's one script (src/scripts/inbox-live-list.ts) makes it live: search as you type,
 * and leads that arrive by themselves, or, when the person has scrolled down or is on an older page, the "N new leads"
 * control (hidden until then), which stays at the top of the screen over the list. No React on the client.
 */
export function LeadList({ view, strings }: LeadListProps) {
  return (
    <div data-lead-list="" data-query={view.query} data-first-page={view.isFirstPage ? '1' : '0'}>
      {/* No height of its own: the control lies over the leads rather than pushing them down. */}
      <div aria-live="polite" className="sticky top-2 z-10 flex h-0 justify-center">
        <button
          type="button"
          hidden
          data-lead-new=""
          data-one={strings.newLeads.one}
          data-other={strings.newLeads.other}
          className={cn(primaryButtonClass, 'rounded-full shadow-lg')}
        />
      </div>
      <div data-lead-page="">
        <LeadPage view={view} strings={strings} />
      </div>
    </div>
  );
}
