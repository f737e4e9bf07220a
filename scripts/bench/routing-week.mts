// The routing benchmark's simulated week (`npm run bench -- --only routing`): routing's decisions are functions of the
// lead, the teams, the people's states and the time, so a week runs on a virtual clock in seconds. The week of
// ./routing-week-scenario.mts goes through the same rules the server applies (src/lib/routing/), at the server's
// cadence: a lead routed as it arrives, a tap on Away or Available acted on at once, escalations looked for every
// second and the duty sweep every 5 s. Each ring and alert is checked against the scenario's own truth (shifts from
// fixed offsets, Away spells, which team a lead is for). Prints JSON: the figures the bench reports.
import { alertRecipients, dutyByTeam, offDutyReason, type RoutingTeam } from '@/lib/routing/duty';
import { LOAD_WINDOW_MS, withAssignment, type MemberLoad } from '@/lib/routing/member-choice';
import { applyRoutingAction, decideRouting, WAITING_ROUND, type RoutingAction, type RoutingRound } from '@/lib/routing/routing-decision';
import type { RoutingReason } from '@/lib/inbox/vocabulary';
import { findLeadTeam } from '@/lib/routing/team-match';
import { buildScenario, isWithin, WEEK_MS, WEEK_START } from './routing-week-scenario.mts';

const ANSWER_WITHIN_MS = 5 * 60_000;
const ESCALATION_TICK_MS = 1_000;
const DUTY_TICK_MS = 5_000;
const scenario = buildScenario(Number(process.env.ROUTING_WEEK_SEED ?? 42), Number(process.env.ROUTING_WEEK_LEADS ?? 2_000));
const { teams, people } = scenario;

interface SimLead {
  id: number;
  team: RoutingTeam;
  expectedTeam: string;
  round: RoutingRound;
  step: number;
}

const routed: SimLead[] = [];
/** The leads still open, kept apart so each sweep looks at them alone (as the server's partial indexes do). */
const open = new Set<SimLead>();
const assignedAt = new Map<string, number[]>([...people.keys()].map((id) => [id, []]));
const answers: Array<{ at: number; lead: SimLead; person: string; step: number }> = [];
const figures = {
  leads: 0,
  rings: 0,
  alerts: 0,
  alertRings: 0,
  ringsOffDuty: 0,
  ringsNotResponsible: 0,
  escalations: 0,
  escalationsOnTime: 0,
  passedOffDuty: 0,
  backToWaiting: 0,
  answered: 0,
  maxLateMs: 0,
};

/** Everyone's routing load at `now`: routed leads in the 24 h before, and the last one. */
function loadsAt(now: number): Map<string, MemberLoad> {
  return new Map(
    [...assignedAt].map(([id, times]) => {
      const recent = times.filter((at) => at > now - LOAD_WINDOW_MS && at <= now);
      return [id, { count: recent.length, lastAt: times.at(-1) ?? null }];
    }),
  );
}

/** Whether, by the scenario's own truth, `person` may be rung at `at` for a lead of `team` (an alert: or as an admin). */
function isOnDutyTruth(person: string, team: RoutingTeam, at: number): boolean {
  if (isWithin(scenario.awayOf.get(person), at)) return false;
  const theirs = teams.filter((other) => other.memberIds.includes(person));
  const shifts = team.memberIds.includes(person) ? [team] : theirs;
  return shifts.some((other) => isWithin(scenario.shiftsOf.get(other.id), at));
}

function ring(lead: SimLead, person: string, at: number, isAlert: boolean) {
  const isResponsible = lead.team.id === lead.expectedTeam && (lead.team.memberIds.includes(person) || (isAlert && people.get(person)?.role === 'admin'));
  if (!isResponsible) figures.ringsNotResponsible += 1;
  if (!isOnDutyTruth(person, lead.team, at)) figures.ringsOffDuty += 1;
}

/** Applies a decision as the server's claim does, and rings and checks whom it rings. */
function apply(lead: SimLead, why: RoutingReason, action: Exclude<RoutingAction, { kind: 'keep' }>, at: number) {
  if (why === 'no-answer' && lead.round.answerDueAt !== null) {
    const lateMs = at - lead.round.answerDueAt;
    figures.escalations += 1;
    if (lateMs >= 0 && lateMs <= ESCALATION_TICK_MS) figures.escalationsOnTime += 1;
    figures.maxLateMs = Math.max(figures.maxLateMs, lateMs);
  }
  if (why !== 'no-answer' && why !== 'arrived') figures[action.kind === 'wait' ? 'backToWaiting' : 'passedOffDuty'] += 1;
  lead.round = applyRoutingAction(lead.round, action, at, ANSWER_WITHIN_MS);
  lead.step += 1;
  if (action.kind === 'assign') {
    figures.rings += 1;
    assignedAt.get(action.to)?.push(at);
    ring(lead, action.to, at, false);
    const delay = scenario.answerDelay(action.to);
    if (delay !== null) answers.push({ at: at + delay, lead, person: action.to, step: lead.step });
  }
  if (action.kind === 'alert' || (action.kind === 'assign' && action.alert)) {
    figures.alerts += 1;
    for (const person of alertRecipients(lead.team, teams, people, new Date(at))) {
      figures.alertRings += 1;
      ring(lead, person, at, true);
    }
  }
}

/**
 * The leads someone holds, moved on as the server's held-lead pass does (src/server/routing/held-leads.ts): a holder
 * off duty for their reason; with `isDue`, a holder on duty whose answer is due for `no-answer` (escalation).
 */
function moveHeld(leads: ReadonlyArray<SimLead>, at: number, isDue: boolean) {
  const now = new Date(at);
  const duty = dutyByTeam(teams, people, now);
  let loads = loadsAt(at);
  for (const lead of leads) {
    const holder = lead.round.holder;
    const offDuty = offDutyReason(lead.team, holder === null ? undefined : people.get(holder), now);
    if (!offDuty && !isDue) continue;
    const why: RoutingReason = offDuty ?? 'no-answer';
    const action = decideRouting(why, lead.round, duty.get(lead.team.id) ?? [], loads);
    if (action.kind === 'keep') continue;
    apply(lead, why, action, at);
    if (action.kind === 'assign') loads = withAssignment(loads, action.to, at);
  }
}

/** Waiting leads of the teams with someone on duty, oldest first, given to on-duty members (src/server/routing/route-lead.ts's startRounds). */
function startWaiting(leads: ReadonlyArray<SimLead>, at: number) {
  const duty = dutyByTeam(teams, people, new Date(at));
  const staffed = leads.filter((lead) => (duty.get(lead.team.id) ?? []).length > 0);
  let loads = staffed.length > 0 ? loadsAt(at) : new Map<string, MemberLoad>();
  for (const lead of staffed) {
    const action = decideRouting('arrived', WAITING_ROUND, duty.get(lead.team.id) ?? [], loads);
    if (action.kind !== 'assign') continue;
    apply(lead, 'arrived', action, at);
    loads = withAssignment(loads, action.to, at);
  }
}

const isHeld = (lead: SimLead) => lead.round.state === 'ringing' || lead.round.state === 'unanswered';
const openLeads = (isWanted: (lead: SimLead) => boolean) => [...open].filter(isWanted);
const dutySweep = (at: number) => {
  const held = openLeads(isHeld);
  if (held.length > 0) moveHeld(held, at, false);
  const waiting = openLeads((lead) => lead.round.state === 'waiting');
  if (waiting.length > 0) startWaiting(waiting, at);
};

// The week's timed happenings: arrivals, and each Away spell's start and end.
type Happening = { at: number; run: () => void };
const happenings: Happening[] = [
  ...scenario.leads.map((lead) => ({
    at: lead.at,
    run: () => {
      figures.leads += 1;
      const team = findLeadTeam(teams, lead);
      if (!team) return;
      const simLead: SimLead = { id: lead.id, team, expectedTeam: lead.expectedTeam, round: WAITING_ROUND, step: 0 };
      routed.push(simLead);
      open.add(simLead);
      startWaiting([simLead], lead.at);
    },
  })),
  ...[...scenario.awayOf].flatMap(([id, spells]) =>
    spells.flatMap(([from, to]) => [
      { at: from, run: () => ((people.get(id)!.isAvailable = false), dutySweep(from)) },
      { at: to, run: () => ((people.get(id)!.isAvailable = true), dutySweep(to)) },
    ]),
  ),
].sort((a, b) => a.at - b.at);

const startedAt = Date.now();
let next = 0;
const end = WEEK_START + WEEK_MS;
for (let tick = WEEK_START; tick <= end; tick += ESCALATION_TICK_MS) {
  for (; next < happenings.length && happenings[next]!.at <= tick; next += 1) happenings[next]!.run();
  // Answers due by this tick, each by its person if they still hold the lead at that step.
  if (answers.some((answer) => answer.at <= tick)) {
    answers.sort((a, b) => a.at - b.at);
    while (answers.length > 0 && answers[0]!.at <= tick) {
      const { lead, person, step } = answers.shift()!;
      if (!isHeld(lead) || lead.round.holder !== person || lead.step !== step) continue;
      lead.round = { ...lead.round, state: 'answered', answerDueAt: null };
      open.delete(lead);
      figures.answered += 1;
    }
  }
  const due = openLeads((lead) => lead.round.state === 'ringing' && lead.round.answerDueAt !== null && lead.round.answerDueAt <= tick);
  if (due.length > 0) moveHeld(due, tick, true);
  if ((tick - WEEK_START) % DUTY_TICK_MS === 0) dutySweep(tick);
}

// Spread: per team and shift, the routing assignments of each member on duty for the whole shift (no Away spell in it).
let maxSpread = 0;
let shiftsMeasured = 0;
for (const team of teams) {
  for (const [start, stop] of scenario.shiftsOf.get(team.id) ?? []) {
    if (start < WEEK_START || stop > end) continue;
    const whole = team.memberIds.filter((id) => !(scenario.awayOf.get(id) ?? []).some(([from, to]) => from < stop && to > start));
    if (whole.length < 2) continue;
    const counts = whole.map((id) => (assignedAt.get(id) ?? []).filter((at) => at >= start && at < stop).length);
    maxSpread = Math.max(maxSpread, Math.max(...counts) - Math.min(...counts));
    shiftsMeasured += 1;
  }
}
const missed = routed.filter((lead) => lead.round.state === 'ringing' && (lead.round.answerDueAt ?? Infinity) < end - ESCALATION_TICK_MS).length;
console.log(
  JSON.stringify({
    ...figures,
    missedEscalations: missed,
    maxSpread,
    shiftsMeasured,
    waitingAtEnd: routed.filter((lead) => lead.round.state === 'waiting').length,
    simulatedInMs: Date.now() - startedAt,
  }),
);
