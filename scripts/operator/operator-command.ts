// Shared by the operator commands (leads:export, leads:retry, leads:restore, users:*): one clear line on stderr for any
// failure, never a stack, and the way to reach the server that holds an embedded (PGlite) data folder.
// Modules that read the environment are imported inside `main`: a bad setting then throws here, where it becomes
// one line, instead of at import, where tsx would print a stack.
import type { Database } from '@/server/db/client';
import { describeError } from '@/server/error-cause';

/** A mistake the operator can fix (a flag, a setting): exit status 2. */
export class UsageError extends Error {}

/** Runs `main`; any error becomes `<name>: <one line>` on stderr and a non-zero exit. */
export function runOperatorCommand(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    // Our own messages are written for the operator; anything else is described by class and code only, as in
    // the server's log (a database error's message carries the query's parameters: personal data).
    const isOwnMessage = error instanceof UsageError || (error instanceof Error && /^Invalid environment variables/.test(error.message));
    const line = isOwnMessage ? (error as Error).message : `failed: ${JSON.stringify(describeError(error))}`;
    console.error(`${name}: ${line.split('\n')[0]}`);
    process.exit(isOwnMessage ? 2 : 1);
  });
}

interface HeldBy {
  pid: number;
  port: number;
  role: 'server' | 'command';
}

/** Sends a request to the server holding the data folder, with ADMIN_TOKEN; refuses clearly when it cannot. */
export async function askHoldingServer(
  holder: HeldBy | undefined,
  dataDir: string,
  adminToken: string | undefined,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  if (!holder || holder.role !== 'server' || !holder.port) {
    const who = holder ? `another command (pid ${holder.pid})` : 'another process';
    throw new UsageError(`${who} holds ${dataDir}; try again when it ends.`);
  }
  if (!adminToken) {
    throw new UsageError(
      `The server (pid ${holder.pid}, port ${holder.port}) holds ${dataDir}, and only one process may open it. ` +
        "Set ADMIN_TOKEN to the server's token so the command can ask the server.",
    );
  }
  const url = new URL(path, `http://localhost:${holder.port}`);
  const response = await fetch(url, {
    ...init,
    headers: { ...init.headers, Authorization: `Bearer ${adminToken}` },
    signal: AbortSignal.timeout(60_000),
  }).catch((error: unknown) => {
    throw new UsageError(
      `The server (pid ${holder.pid}) holds ${dataDir} but port ${holder.port} does not answer (${describeError(error).code ?? 'no answer'}).`,
    );
  });
  if (!response.ok) {
    // The operator endpoints refuse a bad token with 401, or 404 "Not found" when the server has no ADMIN_TOKEN;
    // any other refusal (e.g. an unknown lead id) carries its reason in `msg`, written for the operator.
    const msg = await response
      .json()
      .then((body: { msg?: unknown }) => body.msg)
      .catch(() => undefined);
    if (response.status === 401 || typeof msg !== 'string' || msg === 'Not found') {
      throw new UsageError(`The server answered ${response.status} to ${url.pathname}: is ADMIN_TOKEN the server's?`);
    }
    throw new UsageError(msg);
  }
  return response;
}

/** What a command asks the server holding the data folder, and how it reads the answer (its `data`). */
interface ServerRequest<T> {
  path: string;
  init?: RequestInit;
  /** The bearer token; ADMIN_TOKEN when not given. */
  token?: string;
  read: (data: unknown) => T;
}

/**
 * Runs `onDatabase` on the server's DATABASE_URL / DATA_DIR, or, when a running server holds that PGlite folder
 * (one process may open it), asks that server instead (`askHoldingServer`) and answers its JSON `data`, read by
 * `server.read`.
 */
export async function onDatabaseOrServer<T>(onDatabase: (db: Database) => Promise<T>, server: ServerRequest<T>): Promise<T> {
  const { env } = await import('@/env');
  const { openDatabase } = await import('@/server/db/client');
  const { DataDirHeldError } = await import('@/server/db/data-dir-lock');
  try {
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1, owner: { role: 'command', port: 0 } });
    try {
      return await onDatabase(handle.db);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirHeldError)) throw error;
    const response = await askHoldingServer(error.holder, env.DATA_DIR, server.token ?? env.ADMIN_TOKEN, server.path, server.init);
    return server.read(((await response.json()) as { data: unknown }).data);
  }
}
