// Password guessing, slowed down per account and per address with counts in the database, so every instance sharing
// it sees the same: failures are rows of sign_in_failures, counted in a sliding window. Keys are hashes: the table holds
// no e-mail address and no IP. An unknown e-mail counts exactly like a known one, so a 429 says nothing of whether
// the account exists.
import { createHash } from 'node:crypto';
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { authSessions, authVerifications, signInFailures } from '@/server/db/schema';

/** Failures allowed per key in the window; the next try is refused (429) until the oldest leaves the window. */
export const SIGN_IN_LIMITS = { perAccount: 8, perAddress: 12, windowSeconds: 15 * 60 } as const;

interface SignInAttempt {
  email: string;
  address: string;
}

function keysOf(attempt: SignInAttempt): { account: string; address: string } {
  const hash = (value: string) => createHash('sha256').update(value).digest('hex');
  return { account: `account:${hash(attempt.email.trim().toLowerCase())}`, address: `address:${hash(attempt.address)}` };
}

/** Seconds until another try is allowed, or 0 when one is allowed now. */
export async function secondsUntilSignInAllowed(db: Database, attempt: SignInAttempt): Promise<number> {
  const keys = keysOf(attempt);
  const window = sql`now() - make_interval(secs => ${SIGN_IN_LIMITS.windowSeconds})`;
  const rows = await db
    .select({ key: signInFailures.key, failures: count(), oldest: sql<string>`min(${signInFailures.createdAt})` })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, [keys.account, keys.address]), gt(signInFailures.createdAt, window)))
    .groupBy(signInFailures.key);
  let wait = 0;
  for (const row of rows) {
    const limit = row.key === keys.account ? SIGN_IN_LIMITS.perAccount : SIGN_IN_LIMITS.perAddress;
    if (row.failures < limit) continue;
    const freeAt = new Date(row.oldest).getTime() + SIGN_IN_LIMITS.windowSeconds * 1000;
    wait = Math.max(wait, Math.ceil((freeAt - Date.now()) / 1000), 1);
  }
  return wait;
}

/** Counts one failed try against the account and the address. */
export async function recordSignInFailure(db: Database, attempt: SignInAttempt): Promise<void> {
  const keys = keysOf(attempt);
  await db.insert(signInFailures).values([{ key: keys.account }, { key: keys.address }]);
}

/** Forgets the failures of one account after a successful sign-in (the address's stay). */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, keysOf({ email, address: '' }).account));
}

/**
 * Deletes what no longer counts (the outbox worker's hourly purge, src/server/leads/queries.ts): failures older than
 * the window, and the library's sessions and one-time tokens past their end (it deletes those only when they are used).
 */
export async function purgeExpiredAuthRows(db: Database): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.createdAt, sql`now() - make_interval(secs => ${SIGN_IN_LIMITS.windowSeconds})`));
  await db.delete(authSessions).where(lt(authSessions.expiresAt, sql`now()`));
  await db.delete(authVerifications).where(lt(authVerifications.expiresAt, sql`now()`));
}
