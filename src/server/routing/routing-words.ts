// Routing in words, in the reader's language (messages `InboxRouting`): the history's lines for routing's events, the
// sentence of a lead that waits for its team, and the problems of a routing document.
import type { AppLocale } from '@/i18n/locales';
import { keptTranslators } from '@/i18n/kept-translators';
import { formatDuration } from '@/lib/duration';
import { findWord, ROUTING_EVENT_KINDS, ROUTING_REASONS, type RoutingReason } from '@/lib/inbox/vocabulary';
import type { RoutingProblem } from '@/lib/routing/routing-vocabulary';
import { localDayNumber } from '@/lib/zoned-time';
import type { LeadRoutingView } from './lead-routing-view';

const wordsOf = keptTranslators('InboxRouting');

const PASSED_KEYS = { 'no-answer': 'noAnswer', away: 'away', 'hours-ended': 'hoursEnded', 'left-team': 'leftTeam' } as const satisfies Record<
  Exclude<RoutingReason, 'arrived'>,
  string
>;

/** The history's line for one of routing's events (ROUTING_EVENT_KINDS), or undefined for any other event. */
export function routingHistoryLine(event: { kind: string; detail: Record<string, string | null> }, locale: AppLocale): string | undefined {
  const kind = findWord(ROUTING_EVENT_KINDS, event.kind);
  if (!kind) return undefined;
  const t = wordsOf(locale);
  const text = (key: string) => event.detail[key] ?? '';
  const duration = (key: string) => formatDuration(Number(event.detail[key] ?? 0), locale);
  if (kind === 'unanswered') return t('history.unanswered', { team: text('team'), duration: duration('waitedMs') });
  if (kind === 'waiting') return t('history.waiting', { team: text('team'), from: text('from') });
  const reason = findWord(ROUTING_REASONS, event.detail.reason) ?? 'arrived';
  if (reason === 'arrived') return t('history.assigned', { to: text('to'), team: text('team') });
  return t(`history.passed.${PASSED_KEYS[reason]}`, { to: text('to'), from: text('from'), team: text('team'), duration: duration('withinMs') });
}

/**
 * What the list and the lead page say of a lead that waits for its team: until when (its next opening, in the
 * viewer's zone, with the weekday when it is not today), or why not. Undefined for a lead that does not wait.
 */
export function describeWaiting(
  view: Pick<LeadRoutingView, 'state' | 'team' | 'waitingUntil' | 'isTeamOpen'>,
  locale: AppLocale,
  viewerTimeZone: string,
  now: Date,
): string | undefined {
  if (view.state !== 'waiting' || !view.team) return undefined;
  const t = wordsOf(locale);
  const team = view.team.name;
  if (!view.waitingUntil) return view.isTeamOpen ? t('waiting.nobodyOnDuty', { team }) : t('waiting.noHours', { team });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: viewerTimeZone }).format(view.waitingUntil);
  if (localDayNumber(view.waitingUntil.getTime(), viewerTimeZone) === localDayNumber(now.getTime(), viewerTimeZone))
    return t('waiting.opensToday', { team, time });
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: viewerTimeZone }).format(view.waitingUntil);
  return t('waiting.opensLater', { team, day, time });
}

/** A routing document's problem as a sentence naming its field. */
export function routingProblemText(problem: RoutingProblem, locale: AppLocale): string {
  return wordsOf(locale)(`problems.${problem.problem}`, { field: problem.field || '(document)', value: problem.value ?? '' });
}
