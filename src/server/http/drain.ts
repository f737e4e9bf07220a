import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { describeError } from '@/server/error-cause';

/** No new connection for this long (ms) means the backlog is empty and traffic has moved elsewhere. */
const QUIET_MS = Number(process.env.SHUTDOWN_QUIET_MS ?? 300);
/** Hard limit for the whole shutdown (ms); keep it under the orchestrator's grace period (docker stop: 10 s). */
const TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 8000);
const POLL_MS = 50;

export interface Drain {
  /** True once the drain has begun: answers should end their connection (`Connection: close`). */
  isDraining(): boolean;
  /** Call when a response has finished: during the drain its connection, now idle, is closed. */
  responseFinished(): void;
}

/**
 * Graceful SIGTERM/SIGINT with Node's own tools instead of tracking sockets: wait until no new connection arrived for a quiet period (the load balancer has stopped
 * sending, and Node has accepted what waited in the backlog); then `server.close()` stops listening and closes the idle
 * keep-alive connections (Node counts a connection whose request is parsed as busy until its response ends); each
 * response that ends afterwards closes its connection too (`closeIdleConnections()`). When the last connection has
 * gone, `onDrained` stops the outbox worker and closes the database, and the process exits: 0 after a complete
 * drain, 1 when `onDrained` failed or the timeout cut the drain short.
 */
export function installDrain(server: Server, log: Logger, onDrained: () => Promise<void>): Drain {
  let lastConnectionAt = 0;
  let isDraining = false;
  let isStopping = false;
  server.on('connection', () => {
    lastConnectionAt = Date.now();
  });

  const waitForQuiet = (startedAt: number) =>
    new Promise<void>((resolve) => {
      // setImmediate runs right after the poll phase, where Node accepts what waits in the backlog.
      const check = () =>
        setImmediate(() => {
          const now = Date.now();
          if (now - Math.max(lastConnectionAt, startedAt) >= QUIET_MS || now - startedAt >= TIMEOUT_MS / 2) resolve();
          else setTimeout(check, POLL_MS);
        });
      check();
    });

  const stop = async (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    const startedAt = Date.now();
    log.info({ signal }, 'graceful shutdown started');
    setTimeout(() => {
      log.error({ timeoutMs: TIMEOUT_MS }, 'graceful shutdown timed out');
      process.exit(1);
    }, TIMEOUT_MS).unref();
    await waitForQuiet(startedAt);
    isDraining = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    log.info('stopped accepting connections; draining');
    await closed;
    log.info('connections drained; running shutdown hooks');
    let isClean = true;
    try {
      await onDrained();
    } catch (error) {
      isClean = false;
      // Class and code only: a database error's message carries its query's parameters (personal data).
      log.error({ err: describeError(error) }, 'shutdown hook failed');
    }
    log.info({ ms: Date.now() - startedAt }, 'graceful shutdown complete');
    process.exit(isClean ? 0 : 1);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  return {
    isDraining: () => isDraining,
    responseFinished() {
      if (isDraining) setImmediate(() => server.closeIdleConnections());
    },
  };
}
