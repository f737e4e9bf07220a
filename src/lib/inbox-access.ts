/**
 * Who may open an inbox page. Each route under src/pages/inbox states its own (`export const access: InboxAccess`), and
 * src/middleware.ts enforces what the route states: a route that states nothing is refused to everyone, so a new page
 * cannot forget it.
 * - `anyone`: signing in, and the one-time link to set a password;
 * - `signed-in`: every person who may sign in (agents and admins);
 * - `admin`: admins only (people, exports).
 */
export const INBOX_ACCESS = ['anyone', 'signed-in', 'admin'] as const;
export type InboxAccess = (typeof INBOX_ACCESS)[number];

/** The access a route's module states, if it states a known one. */
export function toInboxAccess(value: unknown): InboxAccess | undefined {
  return INBOX_ACCESS.find((access) => access === value);
}
