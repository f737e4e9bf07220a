/**
 * What the log may say about an error: its class, code and cause, never its message. Messages carry data:
 * drizzle's `Failed query: … params: <name>,<mobile>,…`, PostgreSQL's `invalid input syntax for type …: "<value>"`,
 * PGlite's and node-postgres' errors keep the query's `params` as a property, and JSON.parse quotes its input.
 */
export interface ErrorCause {
  /** Classes from the outermost error to the root cause, e.g. `DrizzleQueryError < error`. */
  type: string;
  /** The root cause's code: a SQLSTATE (`57P01`, `55P03`) or a system error (`ECONNREFUSED`). */
  code?: string;
  /** PostgreSQL's names: safe, and what an operator needs. */
  constraint?: string;
  table?: string;
  routine?: string;
  syscall?: string;
  /** Only messages known to carry no data: node-postgres' own fixed texts for pool and connection failures. */
  reason?: string;
}

const FIXED_LIBRARY_MESSAGES = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Query read timeout',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
]);

function stringProperty(value: object, key: string): string | undefined {
  const property = (value as Record<string, unknown>)[key];
  return typeof property === 'string' || typeof property === 'number' ? String(property) : undefined;
}

/** The error's cause; an AggregateError (a host name resolving to several addresses) keeps its causes in `errors`. */
function nextCause(error: object): unknown {
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  return cause ?? (Array.isArray(errors) ? errors[0] : undefined);
}

/** The loggable description of any thrown value (see `ErrorCause`). */
export function describeError(error: unknown): ErrorCause {
  const chain: object[] = [];
  for (let current: unknown = error; current && typeof current === 'object' && chain.length < 5; current = nextCause(current)) {
    chain.push(current);
  }
  if (chain.length === 0) return { type: typeof error };
  const type = chain.map((link) => (link instanceof Error ? link.name || link.constructor.name : (link.constructor?.name ?? 'object'))).join(' < ');
  const cause: ErrorCause = { type };
  for (const link of chain) {
    const message = link instanceof Error ? link.message : undefined;
    cause.code ??= stringProperty(link, 'code');
    cause.constraint ??= stringProperty(link, 'constraint');
    cause.table ??= stringProperty(link, 'table');
    cause.routine ??= stringProperty(link, 'routine');
    cause.syscall ??= stringProperty(link, 'syscall');
    if (message && FIXED_LIBRARY_MESSAGES.has(message)) cause.reason ??= message;
  }
  return cause;
}
