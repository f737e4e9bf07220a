import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import type { ExportRow, PeopleFormResult, Person } from '@/lib/inbox/people-types';
import { DEFAULT_INBOX_ROLE, INBOX_ROLES } from '@/lib/inbox/vocabulary';
import { Field, Notice, Panel, PostButton, primaryButtonClass, SelectField } from './inbox-ui';
import { PeopleDisable } from './people-disable';
import { PeopleNewLink } from './people-new-link';

/** The add form's roles, the default first. */
const ROLE_OPTIONS = [DEFAULT_INBOX_ROLE, ...INBOX_ROLES.filter((role) => role !== DEFAULT_INBOX_ROLE)];

/** The people who may sign in, and an admin's forms to add, send a new link to, disable or enable them. */
export function PeopleView({ people, exports, result }: { people: Person[]; exports: ExportRow[]; result?: PeopleFormResult }) {
  const t = useTranslations('InboxPeople');
  const values = result?.kind === 'error' ? result.values : {};
  return (
    <div className="grid gap-4">
      <h1 className="text-xl font-bold">{t('heading')}</h1>
      {result?.kind === 'link' && <PeopleNewLink name={result.name} link={result.link} />}
      {result?.kind === 'done' && <Notice tone="success">{t(`done.${result.key}`, { name: result.name })}</Notice>}
      {result?.kind === 'error' && <Notice tone="error">{t(`errors.${result.key}`)}</Notice>}
      <form
        method="post"
        action="/inbox/people"
        aria-labelledby="add-person"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[1fr_1fr_10rem_auto] md:items-end"
      >
        <h2 id="add-person" className="text-lg font-semibold md:col-span-4">
          {t('add.heading')}
        </h2>
        <input type="hidden" name="action" value="add" />
        <Field label={t('add.email')} name="email" type="email" required defaultValue={values.email} />
        <Field label={t('add.name')} name="name" required maxLength={100} defaultValue={values.name} />
        <SelectField
          label={t('add.role')}
          className="text-slate-800"
          name="role"
          defaultValue={values.role ?? DEFAULT_INBOX_ROLE}
          options={ROLE_OPTIONS.map((role) => ({ value: role, text: t(`roles.${role}`) }))}
        />
        <button type="submit" className={primaryButtonClass}>
          {t('add.submit')}
        </button>
      </form>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {people.map((person) => (
          // Who, then their actions (beside them on a laptop, below them on a phone), then the edit form, folded.
          <li key={person.id} className="grid gap-x-4 gap-y-2 px-4 py-3 md:grid-cols-[1fr_auto]">
            <p className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
              <span className="font-semibold">{person.name}</span>
              <span className="text-sm break-all text-slate-700">{person.email}</span>
              <span className="text-sm">{t(`roles.${person.role}`)}</span>
              <span className={cn('text-sm', person.isDisabled ? 'text-red-800' : 'text-emerald-800')}>
                {t(person.isDisabled ? 'states.disabled' : 'states.active')}
              </span>
            </p>
            <div className="flex flex-wrap gap-2 md:max-w-sm">
              <PostButton to="/inbox/people" fields={{ action: 'reset', email: person.email }}>
                {t('reset')}
              </PostButton>
              {person.isDisabled ? (
                <PostButton to="/inbox/people" fields={{ action: 'enable', email: person.email }}>
                  {t('enable')}
                </PostButton>
              ) : (
                <PeopleDisable name={person.name} email={person.email} />
              )}
            </div>
            <details className="text-sm md:col-span-2">
              <summary className="cursor-pointer py-3 underline underline-offset-2">{t('edit.summary', { name: person.name })}</summary>
              <form
                method="post"
                action="/inbox/people"
                aria-label={t('edit.summary', { name: person.name })}
                className="mt-2 grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end"
              >
                <input type="hidden" name="action" value="edit" />
                <input type="hidden" name="email" value={person.email} />
                <Field label={t('add.name')} name="name" required maxLength={100} defaultValue={person.name} />
                <Field label={t('add.email')} name="newEmail" type="email" required defaultValue={person.email} />
                <button type="submit" className={primaryButtonClass}>
                  {t('edit.submit')}
                </button>
              </form>
            </details>
          </li>
        ))}
      </ul>
      <Panel id="recent-exports" title={t('exports.heading')}>
        {exports.length === 0 ? (
          <p className="text-sm text-slate-600">{t('exports.none')}</p>
        ) : (
          <ol className="grid gap-1 text-sm">
            {exports.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.iso} className="me-2 text-slate-600">
                  {entry.when}
                </time>
                <span className="break-all">{t('exports.entry', { actor: entry.actor, count: entry.count, filter: entry.filter })}</span>
                {entry.isSearchErased && <span className="ms-2 text-slate-600">{t('exports.searchErased')}</span>}
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </div>
  );
}
