import { RATE_LIMIT_PATTERN } from '@/env';

export interface RateLimitSpec {
  limit: number;
  windowMs: number;
}

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Parses `CONTACT_RATE_LIMIT` (`5/10m`, `100/1h`, `30/s`) into a count per window. */
export function parseRateLimit(spec: string): RateLimitSpec {
  const match = RATE_LIMIT_PATTERN.exec(spec);
  if (!match) throw new Error(`Invalid rate limit "${spec}": expected e.g. 5/10m`);
  const [, count = '', amount = '', unit = 's'] = match;
  const limit = Number(count);
  const windowMs = (amount === '' ? 1 : Number(amount)) * UNIT_MS[unit as keyof typeof UNIT_MS];
  if (limit < 1 || windowMs < 1) throw new Error(`Invalid rate limit "${spec}": count and window must be positive`);
  return { limit, windowMs };
}
