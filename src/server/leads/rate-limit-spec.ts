import { DURATION_PATTERN, RATE_LIMIT_PATTERN } from '@/env';

export interface RateLimitSpec {
  limit: number;
  windowMs: number;
}

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Milliseconds of a duration's two parts as the patterns of src/env.ts capture them: `10` and `m`; no number is one. */
function toMilliseconds(amount: string, unit: string): number {
  return (amount === '' ? 1 : Number(amount)) * UNIT_MS[unit as keyof typeof UNIT_MS];
}

/** Parses `CONTACT_RATE_LIMIT` (`5/10m`, `100/1h`, `30/s`) into a count per window. */
export function parseRateLimit(spec: string): RateLimitSpec {
  const match = RATE_LIMIT_PATTERN.exec(spec);
  if (!match) throw new Error(`Invalid rate limit "${spec}": expected e.g. 5/10m`);
  const [, count = '', amount = '', unit = 's'] = match;
  const limit = Number(count);
  const windowMs = toMilliseconds(amount, unit);
  if (limit < 1 || windowMs < 1) throw new Error(`Invalid rate limit "${spec}": count and window must be positive`);
  return { limit, windowMs };
}

/** Parses a duration setting (`LEAD_REALERT_AFTER`: `30s`, `10m`, `1h`) into milliseconds, at least one. */
export function parseDuration(spec: string): number {
  const match = DURATION_PATTERN.exec(spec);
  if (!match) throw new Error(`Invalid duration "${spec}": expected e.g. 10m`);
  const [, amount = '', unit = 's'] = match;
  const milliseconds = toMilliseconds(amount, unit);
  if (milliseconds < 1) throw new Error(`Invalid duration "${spec}": must be positive`);
  return milliseconds;
}
