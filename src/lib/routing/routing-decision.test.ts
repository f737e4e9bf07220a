import { describe, expect, it } from 'vitest';
import { applyRoutingAction, decideRouting, WAITING_ROUND, type RoutingRound } from './routing-decision';
import { chooseMember, withAssignment, type MemberLoad } from './member-choice';

const MINUTE = 60_000;
const none = new Map<string, MemberLoad>();

describe('chooseMember', () => {
  it('takes the fewest leads in the last 24 h, then the one assigned longest ago, then the team’s order', () => {
    const loads = new Map<string, MemberLoad>([
      ['wanjiru', { count: 3, lastAt: 100 }],
      ['baraka', { count: 2, lastAt: 500 }],
      ['otieno', { count: 2, lastAt: 200 }],
    ]);
    expect(chooseMember(['wanjiru', 'baraka', 'otieno'], loads)).toBe('otieno');
    expect(chooseMember(['wanjiru', 'baraka'], loads)).toBe('baraka');
    expect(chooseMember(['wanjiru', 'baraka', 'akinyi'], loads)).toBe('akinyi'); // never assigned
    expect(chooseMember(['akinyi', 'zawadi'], loads)).toBe('akinyi');
    expect(chooseMember([], loads)).toBeUndefined();
    expect(chooseMember(['baraka', 'otieno'], withAssignment(loads, 'otieno', 900))).toBe('baraka');
  });
});

describe('a round of routing', () => {
  const ringing = (holder: string, holders: string[], state: RoutingRound['state'] = 'ringing'): RoutingRound => ({
    state,
    holder,
    holders,
    answerDueAt: 5 * MINUTE,
    roundStartedAt: 0,
  });

  it('gives an arriving lead to an on-duty member, and lets it wait with nobody on duty', () => {
    expect(decideRouting('arrived', WAITING_ROUND, ['wanjiru', 'baraka'], none)).toEqual({ kind: 'assign', to: 'wanjiru', alert: false });
    expect(decideRouting('arrived', WAITING_ROUND, [], none)).toEqual({ kind: 'wait' });
    const round = applyRoutingAction(WAITING_ROUND, { kind: 'assign', to: 'wanjiru', alert: false }, 1_000, 5 * MINUTE);
    expect(round).toEqual({ state: 'ringing', holder: 'wanjiru', holders: ['wanjiru'], answerDueAt: 1_000 + 5 * MINUTE, roundStartedAt: 1_000 });
  });

  it('passes an unanswered lead to the next on-duty member who has not had it, then alerts once', () => {
    expect(decideRouting('no-answer', ringing('wanjiru', ['wanjiru']), ['wanjiru', 'baraka'], none)).toEqual({ kind: 'assign', to: 'baraka', alert: false });
    const all = ringing('baraka', ['wanjiru', 'baraka']);
    expect(decideRouting('no-answer', all, ['wanjiru', 'baraka'], none)).toEqual({ kind: 'alert' });
    const alerted = applyRoutingAction(all, { kind: 'alert' }, 10 * MINUTE, 5 * MINUTE);
    expect(alerted).toMatchObject({ state: 'unanswered', holder: 'baraka', answerDueAt: null });
    expect(decideRouting('no-answer', alerted, ['wanjiru', 'baraka'], none)).toEqual({ kind: 'keep' });
    // A member who came on duty meanwhile and has not had it is next.
    expect(decideRouting('no-answer', all, ['wanjiru', 'baraka', 'otieno'], none)).toEqual({ kind: 'assign', to: 'otieno', alert: false });
  });

  it('passes a lead on at once when its holder goes off duty, to someone who had it if need be, or lets it wait', () => {
    expect(decideRouting('away', ringing('wanjiru', ['wanjiru']), ['baraka'], none)).toEqual({ kind: 'assign', to: 'baraka', alert: false });
    // Wanjiru had it, passed it to Baraka, who goes Away: back to Wanjiru, with the round's alert.
    const round = ringing('baraka', ['wanjiru', 'baraka']);
    expect(decideRouting('away', round, ['wanjiru'], none)).toEqual({ kind: 'assign', to: 'wanjiru', alert: true });
    const next = applyRoutingAction(round, { kind: 'assign', to: 'wanjiru', alert: true }, 7 * MINUTE, 5 * MINUTE);
    expect(next).toEqual({ state: 'unanswered', holder: 'wanjiru', holders: ['baraka', 'wanjiru'], answerDueAt: null, roundStartedAt: 0 });
    expect(decideRouting('away', { ...next, holder: 'wanjiru' }, ['baraka'], none)).toEqual({ kind: 'assign', to: 'baraka', alert: false });
    expect(decideRouting('hours-ended', round, [], none)).toEqual({ kind: 'wait' });
    expect(applyRoutingAction(round, { kind: 'wait' }, 8 * MINUTE, 5 * MINUTE)).toEqual(WAITING_ROUND);
  });
});
