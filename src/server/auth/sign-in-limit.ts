// Password guessing, slowed down with counts in the database, so every instance sharing it sees the same: failures are
// rows of sign_in_failures, counted in a sliding window. Keys are hashes: the table holds no e-mail address, no IP and
// no device token. An unknown e-mail counts exactly like a known one, so a 429 says nothing of whether the account
// exists.
//
// A try from a browser holding a device token for the account (./device-cookie.ts) is counted against that token
// only: neither the account's count (which a stranger can fill from anywhere) nor the address's (a shop's or a
// carrier's shared address) refuses it. Every other try counts against the account and the address.
import { createHash } from 'node:crypto';
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { authSessions, authVerifications, signInFailures } from '@/server/db/schema';

/** Failures allowed per key in the window; the next try is refused (429) until the oldest leaves the window. */
const SIGN_IN_LIMITS = { perAccount: 8, perAddress: 12, perDevice: 5, windowSeconds: 15 * 60 } as const;

export interface SignInAttempt {
  email: string;
  address: string;
  /** The nonce of a valid device token for this e-mail, when the browser holds one. */
  device?: string;
}

/** The e-mail as one account: the auth library stores e-mails in lower case. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');
const accountKeyOf = (email: string) => `account:${hash(normalisedEmail(email))}`;

/** The counters a try is held to and counted against, each with its limit. */
function countersOf(attempt: SignInAttempt): Array<{ key: string; limit: number }> {
  if (attempt.device !== undefined) return [{ key: `device:${hash(attempt.device)}`, limit: SIGN_IN_LIMITS.perDevice }];
  return [
    { key: accountKeyOf(attempt.email), limit: SIGN_IN_LIMITS.perAccount },
    { key: `address:${hash(attempt.address)}`, limit: SIGN_IN_LIMITS.perAddress },
  ];
}

/** Seconds until another try is allowed, or 0 when one is allowed now. */
export async function secondsUntilSignInAllowed(db: Database, attempt: SignInAttempt): Promise<number> {
  const counters = countersOf(attempt);
  const window = sql`now() - make_interval(secs => ${SIGN_IN_LIMITS.windowSeconds})`;
  const rows = await db
    .select({ key: signInFailures.key, failures: count(), oldest: sql<string>`min(${signInFailures.createdAt})` })
    .from(signInFailures)
    .where(
      and(
        inArray(
          signInFailures.key,
          counters.map((counter) => counter.key),
        ),
        gt(signInFailures.createdAt, window),
      ),
    )
    .groupBy(signInFailures.key);
  let wait = 0;
  for (const row of rows) {
    const limit = counters.find((counter) => counter.key === row.key)?.limit ?? 0;
    if (row.failures < limit) continue;
    const freeAt = new Date(row.oldest).getTime() + SIGN_IN_LIMITS.windowSeconds * 1000;
    wait = Math.max(wait, Math.ceil((freeAt - Date.now()) / 1000), 1);
  }
  return wait;
}

/** Counts one failed try against its counters: the device token's, or the account's and the address's. */
export async function recordSignInFailure(db: Database, attempt: SignInAttempt): Promise<void> {
  await db.insert(signInFailures).values(countersOf(attempt).map(({ key }) => ({ key })));
}

/**
 * Forgets the failures of one account after a successful sign-in without a device token (the address's stay). A
 * sign-in with one leaves them: the owner signing in on their phone must not hand a stranger a fresh allowance.
 */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, accountKeyOf(email)));
}

/**
 * Deletes what no longer counts at `now` (retention's hourly purge, src/server/retention/purge-expired.ts): failures
 * older than the window (every counter's, device tokens' too), and the library's sessions and one-time tokens past
 * their end (it deletes those only when they are used). Device cookies themselves live in the browser only: nothing to purge.
 */
export async function purgeExpiredAuthRows(db: Database, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.delete(signInFailures).where(lt(signInFailures.createdAt, sql`${at} - make_interval(secs => ${SIGN_IN_LIMITS.windowSeconds})`));
  await db.delete(authSessions).where(lt(authSessions.expiresAt, at));
  await db.delete(authVerifications).where(lt(authVerifications.expiresAt, at));
}
