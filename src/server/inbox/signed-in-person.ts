import type { InboxPerson } from '@/server/auth/session';

/**
 * The person on an inbox page that states `access` 'signed-in' or 'admin': the middleware lets no request reach such
 * a page without one (src/middleware.ts), so a page without one states the wrong access, a mistake in our code.
 */
export function signedInPerson(locals: App.Locals): InboxPerson {
  if (!locals.person) throw new Error('an inbox page that needs a signed-in person states an access that lets anyone in');
  return locals.person;
}
