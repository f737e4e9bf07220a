import { RATE_LIMIT_PATTERN } from '@/env';
import { durationPartsToMs } from '@/lib/duration';

export interface RateLimitSpec {
  limit: number;
  windowMs: number;
}

/** Parses `CONTACT_RATE_LIMIT` (`5/10m`, `100/1h`, `30/s`) into a count per window. */
export function parseRateLimit(spec: string): RateLimitSpec {
  const match = RATE_LIMIT_PATTERN.exec(spec);
  if (!match) throw new Error(`Invalid rate limit "${spec}": expected e.g. 5/10m`);
  const [, count = '', amount = '', unit = 's'] = match;
  const limit = Number(count);
  const windowMs = durationPartsToMs(amount, unit);
  if (limit < 1 || windowMs < 1) throw new Error(`Invalid rate limit "${spec}": count and window must be positive`);
  return { limit, windowMs };
}
