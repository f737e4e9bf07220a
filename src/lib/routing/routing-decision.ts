// What routing does next with a lead of a team, and where that leaves it: pure functions of the lead's round, the
// team's on-duty members, their loads and `now`. The server applies each decision with a claim in SQL
// (src/server/routing/routing-steps.ts); the benchmark's simulated week applies the same decisions in memory.
//
// A round begins when the lead is first given to someone (on arrival, or when its team comes on duty while it waits).
// The lead goes to an on-duty member who has not had it this round; when its holder does not answer in time, to the
// next; once every on-duty member has had it, the round's one alert goes out and the lead stays with its holder. When
// its holder goes off duty (Away, hours ended, out of the team) it passes on at once, to someone who had it already if
// need be; with nobody on duty it waits, unassigned, and a new round begins when someone comes on duty.
import type { RoutingReason, RoutingState } from '@/lib/inbox/vocabulary';
import { chooseMember, type MemberLoad } from './member-choice';

/** The lead's round as routing keeps it. */
export interface RoutingRound {
  state: RoutingState;
  /** Who holds it now (null while it waits). */
  holder: string | null;
  /** Everyone who had it this round, in order. */
  holders: ReadonlyArray<string>;
  /** When the holder's answer is due (ms), while it rings. */
  answerDueAt: number | null;
  /** When this round began (ms). */
  roundStartedAt: number | null;
}

export type RoutingAction =
  /** Give the lead to `to`; `alert`: send the round's alert too (every on-duty member had it already). */
  | { kind: 'assign'; to: string; alert: boolean }
  /** Every on-duty member had it: the round's alert; the holder keeps it. */
  | { kind: 'alert' }
  /** Nobody is on duty: unassigned, it waits for the team. */
  | { kind: 'wait' }
  /** Nothing to do: the alert went out already. */
  | { kind: 'keep' };

/** The round of a lead that waits for its team. */
export const WAITING_ROUND: RoutingRound = { state: 'waiting', holder: null, holders: [], answerDueAt: null, roundStartedAt: null };

/**
 * What to do with a lead, `why` it is being looked at: it arrived or waits (`arrived`), its holder did not answer in
 * time (`no-answer`), or its holder went off duty (`away`, `hours-ended`, `left-team`). `onDuty` is the team's on-duty
 * members now, in the team's order.
 */
export function decideRouting(why: RoutingReason, round: RoutingRound, onDuty: ReadonlyArray<string>, loads: ReadonlyMap<string, MemberLoad>): RoutingAction {
  if (onDuty.length === 0) return { kind: 'wait' };
  const isNewRound = why === 'arrived';
  const fresh = isNewRound ? onDuty : onDuty.filter((id) => !round.holders.includes(id));
  const isAlerted = round.state === 'unanswered';
  const next = chooseMember(fresh, loads);
  if (next !== undefined) return { kind: 'assign', to: next, alert: false };
  if (why === 'no-answer') return isAlerted ? { kind: 'keep' } : { kind: 'alert' };
  // The holder left and everyone on duty had it: someone on duty must hold it all the same.
  return { kind: 'assign', to: chooseMember(onDuty, loads) ?? onDuty[0] ?? '', alert: !isAlerted };
}

/** The round after `action`, taken at `now` (ms), a holder having `answerWithinMs` to answer. */
export function applyRoutingAction(round: RoutingRound, action: RoutingAction, now: number, answerWithinMs: number): RoutingRound {
  switch (action.kind) {
    case 'assign': {
      const isNewRound = round.state === 'waiting';
      const isUnanswered = action.alert || (!isNewRound && round.state === 'unanswered');
      return {
        state: isUnanswered ? 'unanswered' : 'ringing',
        holder: action.to,
        holders: isNewRound ? [action.to] : [...round.holders.filter((id) => id !== action.to), action.to],
        answerDueAt: isUnanswered ? null : now + answerWithinMs,
        roundStartedAt: isNewRound ? now : round.roundStartedAt,
      };
    }
    case 'alert':
      return { ...round, state: 'unanswered', answerDueAt: null };
    case 'wait':
      return WAITING_ROUND;
    case 'keep':
      return round;
  }
}
