// The one-time links where a person sets their password are the auth library's reset-password tokens: rows of
// auth_verifications named `reset-password:<token>` whose value is the person's id. A person has one working link at a
// time: making a new one, or using one, retires every other (src/server/auth/auth.ts calls these from the library's
// callbacks), so a link sent earlier, perhaps to the wrong chat, stops working.
import { and, desc, eq, like, ne, sql } from 'drizzle-orm';
import type { SetPasswordLinkState } from '@/lib/inbox/account-form-errors';
import type { Database } from '@/server/db/client';
import { authVerifications } from '@/server/db/schema';

const PREFIX = 'reset-password:';

/** What the library's tokens look like (its `generateId`); anything else cannot be a link of ours. */
export function isSetPasswordToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{16,128}$/.test(token);
}

/** Deletes every set-password link of a person but `keepToken`'s. */
export async function retireSetPasswordLinks(db: Database, personId: string, keepToken?: string): Promise<void> {
  await db
    .delete(authVerifications)
    .where(
      and(
        eq(authVerifications.value, personId),
        like(authVerifications.identifier, `${PREFIX}%`),
        keepToken ? ne(authVerifications.identifier, `${PREFIX}${keepToken}`) : undefined,
      ),
    );
}

/** The token of a person's newest set-password link, if they have one. */
export async function newestSetPasswordToken(db: Database, personId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ identifier: authVerifications.identifier })
    .from(authVerifications)
    .where(and(eq(authVerifications.value, personId), like(authVerifications.identifier, `${PREFIX}%`)))
    .orderBy(desc(authVerifications.createdAt))
    .limit(1);
  return row?.identifier.slice(PREFIX.length);
}

/**
 * Whether a link still works, read without using it up (the page behind the link asks before showing its form): a
 * used link, one a newer link retired, one the hourly purge removed after it expired and a made-up one all leave no
 * row, so they are `gone`; `expired` is a row past its end that the purge has not reached yet.
 */
export async function setPasswordLinkState(db: Database, token: string): Promise<SetPasswordLinkState> {
  if (!isSetPasswordToken(token)) return 'gone';
  const [row] = await db
    .select({ isExpired: sql<boolean>`${authVerifications.expiresAt} <= now()` })
    .from(authVerifications)
    .where(eq(authVerifications.identifier, `${PREFIX}${token}`));
  if (!row) return 'gone';
  return row.isExpired ? 'expired' : 'usable';
}
