import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import type { CountryOptions } from '@/lib/countries';
import type { FilterValues } from '@/lib/inbox/lead-list-types';
import { LEAD_FOLDERS } from '@/lib/inbox/vocabulary';
import { inputClass, primaryButtonClass, secondaryButtonClass } from './inbox-ui';

export const LEAD_FILTER_FORM_ID = 'lead-filters';

interface LeadFiltersProps {
  filter: FilterValues;
  countries: CountryOptions;
  /** Whether the viewer may export (an admin): the form's fields are posted to the export. */
  canExport?: boolean;
}

/** The folders and the filters: links and a native GET form (the list's search box belongs to it too), whose fields an admin's export posts. */
export function LeadFilters({ filter, countries, canExport }: LeadFiltersProps) {
  const t = useTranslations('InboxList');
  const tLayout = useTranslations('InboxLayout');
  return (
    <div className="grid gap-3">
      <nav aria-label={t('folders.label')}>
        <ul className="flex flex-wrap gap-2">
          {LEAD_FOLDERS.map((folder) => (
            <li key={folder}>
              <a
                href={`/inbox?folder=${folder}`}
                aria-current={filter.folder === folder ? 'page' : undefined}
                className={cn('inline-flex min-h-11 items-center rounded-full border px-4 text-sm', filter.folder === folder ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-300 bg-white text-slate-800')}
              >
                {t(`folders.${folder}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form id={LEAD_FILTER_FORM_ID} method="get" action="/inbox" aria-label={t('filters.label')} className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-3 md:grid-cols-[1fr_10rem_10rem_auto_auto] md:items-end">
        <input type="hidden" name="folder" value={filter.folder} />
        <label className="col-span-2 block text-sm font-medium text-slate-800 md:col-span-1">
          {t('filters.country')}
          <select name="country" defaultValue={filter.country ?? ''} className={cn(inputClass, 'mt-1')}>
            <option value="">{t('filters.anyCountry')}</option>
            {[...countries.featured, ...countries.others].map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t('filters.from')}
          <input type="date" name="from" defaultValue={filter.from} className={cn(inputClass, 'mt-1')} />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t('filters.to')}
          <input type="date" name="to" defaultValue={filter.to} className={cn(inputClass, 'mt-1')} />
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" name="mine" value="1" defaultChecked={filter.mine === '1'} className="size-5" />
          {t('filters.mine')}
        </label>
        <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1">
          <button type="submit" className={primaryButtonClass}>
            {t('filters.apply')}
          </button>
          <a href={`/inbox?folder=${filter.folder}`} className={secondaryButtonClass}>
            {t('filters.clear')}
          </a>
          {canExport && (
            // Posts the form's filter (an export is a state change: the history records it), never a GET link.
            <button type="submit" formMethod="post" formAction="/inbox/export.csv" className={secondaryButtonClass}>
              {tLayout('nav.export')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
