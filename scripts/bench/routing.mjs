// The bench's `routing` section: a simulated week of the routing rules (./routing-week.mts, run
// with tsx for the project's path aliases), and a real run of two instances on PostgreSQL (./routing-live.mjs).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { runLiveRouting } from './routing-live.mjs';
import { root, withThrowawayPostgres } from './server.mjs';

const percent = (part, whole) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

/** The simulated week's figures, as rows. */
function weekRows(row) {
  const run = spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/bench/routing-week.mts'], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 2 ** 20 });
  if (run.status !== 0) throw new Error(`routing-week failed: ${run.stderr}`);
  const week = JSON.parse(run.stdout.trim().split('\n').at(-1));
  const label = `Routing, a simulated week (${week.leads} leads, 4 teams, 16 people in 3 zones, Away spells, 2 who never answer; answerWithin 5 min)`;
  row(
    `${label}: leads rung to a person off duty`,
    `${week.ringsOffDuty} of ${week.rings} rings and ${week.alertRings} alert pushes`,
    '–',
    '0',
    week.ringsOffDuty === 0,
  );
  row(`${label}: leads rung to anyone not responsible`, String(week.ringsNotResponsible), '–', '0', week.ringsNotResponsible === 0);
  row(
    `${label}: spread of routed leads between the members on duty for a whole shift`,
    `at most ${week.maxSpread} (${week.shiftsMeasured} shifts)`,
    '–',
    '≤ 2',
    week.maxSpread <= 2,
  );
  const onTime = `${percent(week.escalationsOnTime, week.escalations)} (${week.escalationsOnTime} of ${week.escalations}, latest ${week.maxLateMs} ms after due; ${week.missedEscalations} missed)`;
  row(
    `${label}: escalations on time (within the 1 s sweep)`,
    onTime,
    '–',
    '100 %',
    week.escalations > 0 && week.escalationsOnTime === week.escalations && week.missedEscalations === 0,
  );
  row(
    `${label}: what else happened`,
    `${week.alerts} alerts, ${week.passedOffDuty} passed on from someone gone off duty, ${week.backToWaiting} back to waiting, ${week.answered} answered, ${week.waitingAtEnd} waiting for Monday at the end; simulated in ${(week.simulatedInMs / 1000).toFixed(1)} s`,
    '–',
    'reported',
  );
}

/** Runs the section: the simulated week, then the real run on `port` and `port + 1` (when PostgreSQL is reachable). */
export async function benchRouting({ port, row }) {
  weekRows(row);
  const live = await withThrowawayPostgres('routing', (url) => runLiveRouting([port, port + 1], url));
  const label = `Routing, a real run: two instances on PostgreSQL, LEAD_ANSWER_WITHIN=10s, a lead every 2 s for ${Number(process.env.ROUTING_BENCH_SECONDS ?? 600)} s`;
  if (!live) {
    row(label, 'PostgreSQL unreachable', '–', 'reported');
    return;
  }
  row(
    `${label}: each lead assigned once at each step`,
    `${live.stepsTakenTwice} steps taken twice, of ${live.routedSteps} steps for ${live.leads} leads`,
    '–',
    '0 twice',
    live.stepsTakenTwice === 0,
  );
  row(
    `${label}: the lead posted → its first assignee's push`,
    `p50 ${live.p50} ms, p95 ${live.p95} ms, max ${live.max} ms (${live.firstRings} leads)`,
    '–',
    'p95 ≤ 2 s',
    live.p95 <= 2_000,
  );
  row(
    `${label}: pushes to anyone not responsible; steps given to someone Away`,
    `${live.notResponsible} of ${live.pushes} pushes; ${live.ringsWhileAway} (${live.awaySpells} Away spells)`,
    '–',
    '0; 0',
    live.notResponsible === 0 && live.ringsWhileAway === 0,
  );
}
