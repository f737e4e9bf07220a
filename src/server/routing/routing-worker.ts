// Routing's clock on each server: every second, the escalations that came due; every few seconds, the duty sweep
// (holders gone off duty, teams whose hours began, leads routing has not seen). Every instance runs one; their changes
// are claims on each lead's step, so what two instances find at once is done once.
import type { Database } from '@/server/db/client';
import { describeError } from '@/server/error-cause';
import { createRepeatingPass, type RepeatingPass } from '@/server/repeating-pass';
import { reconcileDuty } from './duty-sweep';
import { escalateDueLeads } from './escalation';

interface WorkerLogger {
  info(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface RoutingWorkerOptions {
  db: Database;
  logger: WorkerLogger;
  /** The time routing decides at: the wall clock in the server. */
  clock?: () => Date;
  /** How often due escalations are looked for. */
  escalationIntervalMs?: number;
  /** How often the duty sweep runs: a team whose hours begin gives out its waiting leads within this. */
  dutyIntervalMs?: number;
}

export type RoutingWorker = RepeatingPass;

/** The worker of one server; `start()` begins its passes. */
export function createRoutingWorker(options: RoutingWorkerOptions): RoutingWorker {
  const { db, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const escalationIntervalMs = options.escalationIntervalMs ?? 1_000;
  const dutyIntervalMs = options.dutyIntervalMs ?? 5_000;
  let lastDutyAt = Number.NEGATIVE_INFINITY;

  async function pass() {
    try {
      const now = clock();
      if (now.getTime() - lastDutyAt >= dutyIntervalMs) {
        lastDutyAt = now.getTime();
        const sweep = await reconcileDuty(db, now);
        if (sweep.passedOn + sweep.started + sweep.rerouted > 0) logger.info({ ...sweep }, 'routing: duty sweep moved leads');
      }
      const escalated = await escalateDueLeads(db, clock());
      if (escalated > 0) logger.info({ escalated }, 'routing: leads escalated');
    } catch (error) {
      logger.error({ err: describeError(error) }, 'routing pass failed');
    }
  }

  return createRepeatingPass(pass, escalationIntervalMs);
}
