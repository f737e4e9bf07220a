import { useTranslations } from 'use-intl';
import { cn } from '@/lib/cn';
import type { TeamCardView } from '@/lib/routing/teams-types';
import { dangerButtonClass, secondaryButtonClass } from './inbox-ui';

const STATE_CLASS = {
  onDuty: 'bg-emerald-100 text-emerald-900',
  away: 'bg-slate-200 text-slate-800',
  offHours: 'bg-slate-100 text-slate-700',
  disabled: 'bg-red-50 text-red-900',
} as const;

/** A one-button form posting `action` for the team (a move or the removal), named for what it does. */
function TeamAction({
  team,
  fields,
  label,
  className = secondaryButtonClass,
  children,
}: {
  team: TeamCardView;
  fields: Record<string, string>;
  label: string;
  className?: string;
  children: string;
}) {
  return (
    <form method="post" action={`/inbox/teams#${team.anchor}`}>
      <input type="hidden" name="team" value={team.name} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" aria-label={label} className={className}>
        {children}
      </button>
    </form>
  );
}

/**
 * One team on the Teams page: whether it works now and who is on duty first, then what it serves, its hours and its
 * members (each on duty, Away, off hours or disabled), then its actions: Edit (its own page), Up and Down (the order
 * decides which team a lead belongs to) and Remove, which asks once (a native <details>, no script).
 */
export function TeamCard({ team, position }: { team: TeamCardView; position: number }) {
  const t = useTranslations('InboxTeams');
  const headingId = `${team.anchor}-name`;
  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold break-words">
          <span className="text-slate-500">{position}. </span>
          {team.name}
        </h2>
        <p className={cn('text-sm', team.isOpen ? 'text-emerald-800' : 'text-slate-600')}>{team.openNow}</p>
        <p className={cn('mt-1 text-sm font-medium', team.onDuty ? 'text-emerald-900' : 'text-amber-900')}>
          {team.onDuty ? t('card.onDuty', { names: team.onDuty }) : t('card.nobodyOnDuty')}
        </p>
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {(
          [
            ['countries', team.countries],
            ['languages', team.languages],
            ['timeZone', team.timeZone],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="min-w-0">
            <dt className="text-xs text-slate-600">{t(`card.${key}`)}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
        <div className="min-w-0">
          <dt className="text-xs text-slate-600">{t('card.hours')}</dt>
          {team.hours.map((line) => (
            <dd key={line}>{line}</dd>
          ))}
        </div>
      </dl>
      <div>
        <h3 className="text-xs text-slate-600">{t('card.members')}</h3>
        {team.members.length === 0 ? (
          <p className="text-sm text-slate-700">{t('card.noMembers')}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5 text-sm">
            {team.members.map((member) => (
              <li key={member.name} className={cn('rounded px-2 py-0.5', STATE_CLASS[member.state])}>
                {member.name} · {t(`card.states.${member.state}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap items-start gap-2">
        <a href={team.editHref} aria-label={t('actions.editLabel', { name: team.name })} className={secondaryButtonClass}>
          {t('actions.edit')}
        </a>
        {team.canMoveUp && (
          <TeamAction team={team} fields={{ action: 'move', direction: 'up' }} label={t('actions.upLabel', { name: team.name })}>
            {`↑ ${t('actions.up')}`}
          </TeamAction>
        )}
        {team.canMoveDown && (
          <TeamAction team={team} fields={{ action: 'move', direction: 'down' }} label={t('actions.downLabel', { name: team.name })}>
            {`↓ ${t('actions.down')}`}
          </TeamAction>
        )}
        <details className="basis-full sm:basis-auto">
          <summary
            aria-label={t('actions.removeLabel', { name: team.name })}
            className={cn(dangerButtonClass, 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}
          >
            {t('actions.remove')}
          </summary>
          <div className="mt-2 grid gap-2 rounded-md bg-red-50 p-3 text-sm text-red-950">
            <p>{t('actions.removeQuestion', { name: team.name })}</p>
            <TeamAction team={team} fields={{ action: 'remove' }} label={t('actions.removeSubmit', { name: team.name })} className={dangerButtonClass}>
              {t('actions.removeSubmit', { name: team.name })}
            </TeamAction>
          </div>
        </details>
      </div>
    </article>
  );
}
