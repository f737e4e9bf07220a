import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * The only code that changes a PGlite instance: two gaps of @electric-sql/pglite 0.5 (with drizzle-orm 0.45's driver),
 * worked around on the one instance the server opens (src/server/db/client.ts), never on PGlite's prototype.
 * pglite-workarounds.test.ts fails when PGlite changes what they rely on. A search of electric-sql/pglite's issues
 * (November 2026) found none for either gap; PGlite documents the single connection in
 * https://github.com/electric-sql/pglite#how-it-works.
 */

/** A PGlite call waited longer than the limit for the single connection; it was never run. */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';
  constructor(waitedMs: number) {
    super(`PGlite was busy for ${waitedMs} ms; the call was not run`);
    this.name = 'DatabaseBusyError';
  }
}

/**
 * PGlite has one connection and queues every call behind the one running, with no limit on the wait and no option
 * to set one (QueryOptions has no timeout or signal), and its `statement_timeout` does not fire (its backend has no
 * timer signal). This bounds the wait in the queue instead: a call that has not started after `maxWaitMs` is rejected
 * with `DatabaseBusyError` and skipped when its turn comes, so a post answered 503 has stored nothing. Statements
 * inside a transaction use PGlite's own transaction handle, not these methods, so they never queue behind their own
 * transaction.
 */
function limitQueueWait(client: PGlite, maxWaitMs: number): void {
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

/**
 * drizzle's PGlite driver passes the same few type parsers (dates and intervals kept as strings) with every
 * query, and PGlite merges them by copying its ~300 built-in parsers each time: about 0.2 ms a query, a third of
 * a contact submission's database time. Set them on the instance instead (a handful of keys) and query without
 * them; every query goes through drizzle, so every query would have carried the same parsers anyway.
 */
function keepQueryParsersOnInstance(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = function queryWithInstanceParsers<T>(text: string, params?: unknown[], options?: QueryOptions) {
    if (!options?.parsers) return query<T>(text, params, options);
    const { parsers, ...rest } = options;
    Object.assign(client.parsers, parsers);
    return query<T>(text, params, rest);
  };
}

/** Applies both workarounds to a freshly opened instance, before drizzle or the migrations use it. */
export function applyPgliteWorkarounds(client: PGlite, options: { maxQueueWaitMs: number }): void {
  keepQueryParsersOnInstance(client);
  limitQueueWait(client, options.maxQueueWaitMs);
}
