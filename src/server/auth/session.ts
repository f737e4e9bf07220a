import { and, eq, gt, sql } from 'drizzle-orm';
import { toInboxRole, type InboxRole } from '@/lib/inbox/vocabulary';
import type { Database } from '@/server/db/client';
import { authSessions, authUsers } from '@/server/db/schema';
import { getAuth } from './auth';
import { authHeadersOf } from './client-headers';

/** Who is signed in to the inbox, as pages and actions see them. */
export interface InboxPerson {
  id: string;
  name: string;
  email: string;
  role: InboxRole;
  sessionId: string;
}

/**
 * The person signed in with the request's session cookie, or undefined (no cookie, an ended or idle session, a
 * disabled person). The session is read from the database on every request (no cookie cache), so disabling a person
 * or signing out takes effect at once on every instance. `setCookies` carries the library's refreshed cookie.
 */
export async function readInboxSession(requestHeaders: Headers): Promise<{ person?: InboxPerson; setCookies: string[] }> {
  const auth = await getAuth();
  const { headers, response } = await auth.api.getSession({ headers: authHeadersOf(requestHeaders), returnHeaders: true });
  const setCookies = headers.getSetCookie();
  if (!response || response.user.banned) return { setCookies };
  const { user, session } = response;
  return { person: { id: user.id, name: user.name, email: user.email, role: toInboxRole(user.role), sessionId: session.id }, setCookies };
}

/** Whether a session still signs its person in: not ended, not past its end, its person not disabled. */
export async function isSessionActive(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), gt(authSessions.expiresAt, sql`now()`), sql`coalesce(${authUsers.banned}, false) = false`));
  return row !== undefined;
}
