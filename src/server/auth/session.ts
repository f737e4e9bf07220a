import type { InboxRole } from '@/server/db/schema';
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
  return { person: { id: user.id, name: user.name, email: user.email, role: user.role === 'admin' ? 'admin' : 'agent', sessionId: session.id }, setCookies };
}
