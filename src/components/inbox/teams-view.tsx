import { useTranslations } from 'use-intl';
import type { TeamsPageView } from '@/lib/routing/teams-types';
import { cn } from '@/lib/cn';
import { Field, Notice, Panel, primaryButtonClass, secondaryButtonClass } from './inbox-ui';
import { TeamCard } from './team-card';

/**
 * The Teams page (admins): the teams in the order that decides which team a lead belongs to, each with who is on duty
 * now and its actions, a link to add one, and how long the person rung has to answer. Every action is a form post
 * that comes back here (post/redirect/get); nothing needs a script.
 */
export function TeamsView({ view }: { view: TeamsPageView }) {
  const t = useTranslations('InboxTeams');
  const answerWithinErrorId = 'answer-within-error';
  return (
    <div className="grid gap-4">
      <h1 className="text-xl font-bold">{t('heading')}</h1>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {view.done && !view.doneAt && view.done !== 'answerWithin' && <Notice tone="success">{t(`done.${view.done}`)}</Notice>}
      {view.error && <Notice tone="error">{view.error}</Notice>}
      {view.teams.length === 0 ? (
        <p className="rounded-md bg-white p-4 text-slate-700">{t('none')}</p>
      ) : (
        <ol className="grid gap-3 lg:grid-cols-2">
          {view.teams.map((team, index) => (
            <li key={team.name} id={team.anchor} className="grid scroll-mt-4 gap-2">
              {view.done && view.doneAt === team.anchor && <Notice tone="success">{t(`done.${view.done}`)}</Notice>}
              <TeamCard team={team} position={index + 1} />
            </li>
          ))}
        </ol>
      )}
      <a href="/inbox/teams?add=1" className={cn(primaryButtonClass, 'justify-self-start')}>
        {t('add')}
      </a>
      <Panel id="answer-within" title={t('answerWithin.heading')}>
        <form method="post" action="/inbox/teams#answer-within" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="action" value="answer-within" />
          <Field
            label={t('answerWithin.label')}
            name="answerWithin"
            defaultValue={view.answerWithin}
            required
            maxLength={20}
            className="w-40"
            aria-invalid={view.answerWithinError ? true : undefined}
            aria-describedby={view.answerWithinError ? answerWithinErrorId : undefined}
          />
          <button type="submit" className={secondaryButtonClass}>
            {t('answerWithin.submit')}
          </button>
        </form>
        {view.done === 'answerWithin' && <Notice tone="success">{t('done.answerWithin')}</Notice>}
        {view.answerWithinError && (
          <p id={answerWithinErrorId} role="alert" className="text-sm text-red-800">
            {view.answerWithinError}
          </p>
        )}
        <p className="text-sm text-slate-600">{t('answerWithin.hint')}</p>
        {view.answerWithinOverride && <p className="text-sm text-amber-900">{t('answerWithin.overridden', { value: view.answerWithinOverride })}</p>}
      </Panel>
    </div>
  );
}
