import type { Logger } from 'pino';
import { describeError } from '@/server/error-cause';
import { refuseUnlessAdmin } from './admin-access';
import { createRequestLogger } from '@/server/logger';

/** What an operator endpoint answers with: the request's logger, and the headers of its every answer. */
export interface OperatorRequest {
  log: Logger;
  headers: Record<string, string>;
}

/**
 * Runs an operator endpoint (`/api/leads`, `/api/leads/restore`, `/api/metrics`, `/api/outbox/retry`, `/api/people`):
 * its answers are never cached and carry the request id, and `respond` runs only for the operator's token.
 */
export async function respondToOperator(request: Request, respond: (operator: OperatorRequest) => Promise<Response>): Promise<Response> {
  const { requestId, log } = createRequestLogger(request);
  const headers = { 'Cache-Control': 'no-store', 'X-Request-Id': requestId };
  return refuseUnlessAdmin(request, headers, log) ?? respond({ log, headers });
}

/** Logs what failed with the error's cause (never its message: it may hold a lead's data); 503, to try again in 30 s. */
export function databaseUnavailable({ log, headers }: OperatorRequest, error: unknown, what: string): Response {
  log.error({ err: describeError(error) }, what);
  return Response.json({ success: false, msg: 'database unavailable' }, { status: 503, headers: { ...headers, 'Retry-After': '30' } });
}
