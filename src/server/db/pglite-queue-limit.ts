import 'server-only';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** A PGlite call waited longer than the limit for the single connection; it was never run. */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';
  constructor(waitedMs: number) {
    super(`PGlite was busy for ${waitedMs} ms; the call was not run`);
    this.name = 'DatabaseBusyError';
  }
}

/**
 * PGlite has one connection and queues every call behind the one running, with no limit on the wait, and its
 * `statement_timeout` does not fire (its backend has no timer signal). This bounds the wait in the queue instead:
 * a call that has not started after `maxWaitMs` is rejected with `DatabaseBusyError` and skipped when its turn
 * comes, so a post answered 503 has stored nothing. Statements inside a transaction use PGlite's own
 * transaction handle, not these methods, so they never queue behind their own transaction.
 */
export function limitQueueWait(client: PGlite, maxWaitMs: number): void {
  let tail: Promise<void> = Promise.resolve();
  const gate = <T>(run: () => Promise<T>): Promise<T> => {
    const previous = tail;
    let finish: () => void = () => {};
    tail = new Promise<void>((resolve) => (finish = resolve));
    return new Promise<T>((resolve, reject) => {
      let isAbandoned = false;
      const timer = setTimeout(() => {
        isAbandoned = true;
        reject(new DatabaseBusyError(maxWaitMs));
      }, maxWaitMs);
      void previous.then(async () => {
        clearTimeout(timer);
        try {
          if (!isAbandoned) resolve(await run());
        } catch (error) {
          reject(error);
        } finally {
          finish();
        }
      });
    });
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = <T>(...args: Parameters<PGlite['query']>) => gate(() => query<T>(...args));
  client.exec = (...args: Parameters<PGlite['exec']>) => gate(() => exec(...args));
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) => gate(() => transaction(callback));
}
