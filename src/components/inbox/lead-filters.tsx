import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import type { CountryOptions } from '@/lib/countries';
import type { FilterValues, LeadListControls } from '@/lib/inbox/lead-list-types';
import { inputClass, primaryButtonClass, secondaryButtonClass } from './inbox-ui';

const LEAD_FILTER_FORM_ID = 'lead-filters';

interface LeadFiltersProps {
  filter: FilterValues;
  controls: LeadListControls;
  countries: CountryOptions;
  /** The routing's teams, in order; none: no team filter. */
  teams: ReadonlyArray<{ id: string; name: string }>;
  /** Whether the viewer may export (an admin): the form's fields are posted to the export. */
  canExport?: boolean;
}

/** A filter of one choice across the form's width, its first option "any" (no filter). */
function ChoiceFilter({
  label,
  name,
  value,
  anyText,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  anyText: string;
  options: ReadonlyArray<{ value: string; text: string }>;
}) {
  return (
    <label className="col-span-2 block text-sm font-medium text-slate-800">
      {label}
      <select name={name} defaultValue={value ?? ''} className={cn(inputClass, 'mt-1')}>
        <option value="">{anyText}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Above the leads, in one row's height: the search box, and the other filters behind one control that says how many
 * are set (a native <details>, closed until tapped). The filters are a native GET form, which the search box belongs
 * to too, and whose fields an admin's export posts. The folder row follows the search (src/components/inbox/lead-page.tsx).
 */
export function LeadFilters({ filter, controls, countries, teams, canExport }: LeadFiltersProps) {
  const t = useTranslations('InboxList');
  const tLayout = useTranslations('InboxLayout');
  return (
    // The open filters lie over the list, under the search row: the row stays where it was.
    <div className="relative flex gap-2">
      <label className="min-w-0 flex-1">
        <span className="sr-only">{t('filters.search')}</span>
        <input
          type="search"
          name="q"
          form={LEAD_FILTER_FORM_ID}
          defaultValue={filter.q}
          placeholder={t('filters.searchHint')}
          autoComplete="off"
          data-lead-search=""
          className={inputClass}
        />
      </label>
      <details>
        <summary
          className={cn(
            secondaryButtonClass,
            'cursor-pointer list-none whitespace-nowrap [&::-webkit-details-marker]:hidden',
            controls.activeFilters > 0 && 'border-emerald-700 text-emerald-800',
          )}
        >
          {controls.activeFilters > 0 ? t('filters.openWithCount', { count: controls.activeFilters }) : t('filters.open')}
        </summary>
        <form
          id={LEAD_FILTER_FORM_ID}
          method="get"
          action="/inbox"
          aria-label={t('filters.label')}
          className="absolute inset-x-0 top-full z-20 mt-2 grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-lg md:left-auto md:w-[34rem]"
        >
          <input type="hidden" name="folder" value={filter.folder} />
          {filter.q && filter.scope && <input type="hidden" name="scope" value={filter.scope} />}
          <ChoiceFilter
            label={t('filters.country')}
            name="country"
            value={filter.country}
            anyText={t('filters.anyCountry')}
            options={[...countries.featured, ...countries.others].map((option) => ({ value: option.code, text: option.name }))}
          />
          <label className="block text-sm font-medium text-slate-800">
            {t('filters.from')}
            <input type="date" name="from" defaultValue={filter.from} className={cn(inputClass, 'mt-1')} />
          </label>
          <label className="block text-sm font-medium text-slate-800">
            {t('filters.to')}
            <input type="date" name="to" defaultValue={filter.to} className={cn(inputClass, 'mt-1')} />
          </label>
          <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" name="mine" value="1" defaultChecked={filter.mine === '1'} className="size-5" />
            {t('filters.mine')}
          </label>
          {teams.length > 0 && (
            <ChoiceFilter
              label={t('filters.team')}
              name="team"
              value={filter.team}
              anyText={t('filters.anyTeam')}
              options={teams.map((team) => ({ value: team.id, text: team.name }))}
            />
          )}
          <div className="col-span-2 flex flex-wrap gap-2">
            <button type="submit" className={primaryButtonClass}>
              {t('filters.apply')}
            </button>
            <a href={controls.clearHref} data-lead-clear="" className={secondaryButtonClass}>
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
      </details>
    </div>
  );
}
