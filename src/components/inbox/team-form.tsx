import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import type { TeamFormView } from '@/lib/routing/teams-types';
import { EVERY_OTHER_COUNTRY } from '@/lib/routing/routing-vocabulary';
import { inputClass, Notice, primaryButtonClass, tapLinkClass } from './inbox-ui';
import { Checkbox, CheckboxGroup, Checkboxes, TeamTextField } from './team-form-parts';
import { TeamHoursFields } from './team-hours-fields';

const TIME_ZONES_LIST = 'team-time-zones';
const OTHER_COUNTRIES_ID = 'team-other-countries';

/**
 * A team's form, to add one or change one: its name, the countries it serves (the markets as checkboxes, then every
 * other country of the contact form in a multiple select), its languages, time zone (typed, with the zones Intl knows
 * as suggestions), working hours and members. A native form posting to the Teams page; refused, it comes back with
 * what was typed and each problem beside its field.
 */
export function TeamForm({ form }: { form: TeamFormView }) {
  const t = useTranslations('InboxTeams');
  const { values, errors } = form;
  const featured = new Set(form.countries.featured.map((country) => country.code));
  const heading = form.original === undefined ? t('addHeading') : t('editHeading', { name: form.original });
  return (
    <div className="grid max-w-2xl gap-4">
      <a href="/inbox/teams" className={cn(tapLinkClass, 'justify-self-start px-0 underline')}>
        {t('back')}
      </a>
      <h1 className="text-xl font-bold break-words">{heading}</h1>
      {form.error && <Notice tone="error">{form.error}</Notice>}
      <form method="post" action="/inbox/teams" aria-label={heading} className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4">
        <input type="hidden" name="action" value="save-team" />
        {form.original !== undefined && <input type="hidden" name="original" value={form.original} />}
        <TeamTextField form={form} name="name" label={t('fields.name')} required maxLength={60} autoComplete="off" />
        <CheckboxGroup field="countries" legend={t('fields.countries')} error={errors.countries}>
          <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-4">
            <Checkboxes name="countries" options={form.countries.featured.map(({ code, name }) => ({ value: code, label: name }))} checked={values.countries} />
          </div>
          <Checkbox name="countries" value={EVERY_OTHER_COUNTRY} label={t('fields.everyOther')} isChecked={values.countries.includes(EVERY_OTHER_COUNTRY)} />
          {/* Labelled by id: a label around a list box would take every option's name into its own. */}
          <label htmlFor={OTHER_COUNTRIES_ID} className="block text-sm font-medium text-slate-800">
            {t('fields.otherCountries')}
          </label>
          <select
            id={OTHER_COUNTRIES_ID}
            name="countries"
            multiple
            size={6}
            defaultValue={values.countries.filter((code) => !featured.has(code))}
            aria-describedby={`${OTHER_COUNTRIES_ID}-hint`}
            className={inputClass}
          >
            {form.countries.others.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          <p id={`${OTHER_COUNTRIES_ID}-hint`} className="text-xs text-slate-600">
            {t('fields.otherCountriesHint')}
          </p>
        </CheckboxGroup>
        <CheckboxGroup field="languages" legend={t('fields.languages')} hint={t('fields.languagesHint')} error={errors.languages}>
          <div className="flex flex-wrap gap-x-4">
            <Checkboxes name="languages" options={form.languages.map(({ value, name }) => ({ value, label: name }))} checked={values.languages} />
          </div>
        </CheckboxGroup>
        <TeamTextField form={form} name="timeZone" label={t('fields.timeZone')} required list={TIME_ZONES_LIST} autoComplete="off" spellCheck={false}>
          <datalist id={TIME_ZONES_LIST}>
            {form.timeZones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <p className="text-xs text-slate-600">{t('fields.timeZoneHint')}</p>
        </TeamTextField>
        <TeamHoursFields form={form} />
        <CheckboxGroup field="members" legend={t('fields.members')} hint={t('fields.membersHint')} error={errors.members}>
          <div className="grid sm:grid-cols-2">
            <Checkboxes
              name="members"
              checked={values.members}
              options={form.people.map((person) => ({
                value: person.email,
                label: (
                  <>
                    {person.isDisabled ? t('fields.disabled', { name: person.name }) : person.name}
                    <span className="block text-xs text-slate-600">{person.email}</span>
                  </>
                ),
              }))}
            />
          </div>
        </CheckboxGroup>
        <button type="submit" className={cn(primaryButtonClass, 'justify-self-start')}>
          {t('save')}
        </button>
      </form>
    </div>
  );
}
