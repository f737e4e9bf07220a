import { Fragment } from 'react';
import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import type { TeamFormField, TeamFormView } from '@/lib/routing/teams-types';
import { inputClass } from './inbox-ui';
import { Checkbox, FieldError, invalidProps } from './team-form-parts';

// On a phone the picker opens on a tap: its icon gives its room to the time.
const timeInputClass = cn(inputClass, 'min-w-0 px-2 max-sm:[&::-webkit-calendar-picker-indicator]:hidden');

/**
 * A team's working hours in its time zone: "Always open", or for each weekday a start and an end (native time fields;
 * a day left empty is closed). Each day's problem shows on its own row.
 */
export function TeamHoursFields({ form }: { form: TeamFormView }) {
  const t = useTranslations('InboxTeams.fields');
  const { values, errors } = form;
  return (
    <fieldset className="grid gap-2" {...invalidProps('hours', errors.hours)}>
      <legend className="text-sm font-medium text-slate-800">{t('hours')}</legend>
      <p className="text-sm text-slate-600">{t('hoursHint')}</p>
      <Checkbox name="alwaysOpen" value="1" label={t('alwaysOpen')} isChecked={values.isAlwaysOpen} />
      <FieldError field="hours" text={errors.hours} />
      {form.weekdays.map(({ day, name, short }) => {
        const error = errors[day satisfies TeamFormField];
        return (
          <div
            key={day}
            className="grid grid-cols-[2.5rem_minmax(0,1fr)_auto_minmax(0,1fr)] items-center justify-start gap-x-2 gap-y-1 sm:grid-cols-[6rem_minmax(0,12rem)_auto_minmax(0,12rem)]"
          >
            <span className="text-sm">
              <span className="sm:hidden">{short}</span>
              <span className="hidden sm:inline">{name}</span>
            </span>
            {(['start', 'end'] as const).map((edge) => (
              <Fragment key={edge}>
                {edge === 'end' && <span aria-hidden="true">–</span>}
                <input
                  type="time"
                  name={`${day}-${edge}`}
                  defaultValue={values.hours[day][edge]}
                  aria-label={t(edge === 'start' ? 'dayFrom' : 'dayUntil', { day: name })}
                  className={timeInputClass}
                  {...invalidProps(day, error)}
                />
              </Fragment>
            ))}
            {error && (
              <div className="col-span-4">
                <FieldError field={day} text={error} />
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
