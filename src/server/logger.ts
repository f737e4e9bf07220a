import { randomUUID } from 'node:crypto';
import pino, { type Logger } from 'pino';
import { env } from '@/env';

/**
 * The server's structured JSON log on stdout. Never log a visitor's name, mobile or message:
 * refer to a lead by its id.
 */
export const logger: Logger = pino({
  level: env.LOG_LEVEL,
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
});

const REQUEST_ID_PATTERN = /^[\w.:-]{8,128}$/;

/** A child logger carrying the request id (the caller's `X-Request-Id` when sane, else a new UUID). */
export function createRequestLogger(request: Request): { requestId: string; log: Logger } {
  const incoming = request.headers.get('x-request-id');
  const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
  return { requestId, log: logger.child({ requestId }) };
}
