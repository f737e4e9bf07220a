import type { APIRoute } from 'astro';
import { signOutHere } from '@/server/auth/sign-in-action';
import type { InboxAccess } from '@/lib/inbox-access';

export const prerender = false;
export const access: InboxAccess = 'signed-in';

/**
 * Signs the person out on this device only: their phone stays signed in when they sign out of a shared laptop
 * (./sign-out-everywhere.ts ends every session). src/middleware.ts has checked the session and the origin.
 */
export const POST: APIRoute = async ({ request }) => {
  const headers = new Headers({ Location: '/inbox/sign-in?notice=signedOut' });
  for (const cookie of await signOutHere(request.headers)) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
};
export const ALL: APIRoute = () => new Response(null, { status: 405, headers: { Allow: 'POST' } });
