import type { APIRoute } from 'astro';
import { signOutEverywhere } from '@/server/auth/sign-in-action';
import type { InboxAccess } from '@/lib/inbox-access';

export const prerender = false;
export const access: InboxAccess = 'signed-in';

/**
 * Signs the person out on every device (a lost phone; a shared computer left signed in): each session ends, and the
 * live lists open with them close at once (the database announces each ended session, migration 0011).
 */
export const POST: APIRoute = async ({ request }) => {
  const headers = new Headers({ Location: '/inbox/sign-in?notice=signedOutEverywhere' });
  for (const cookie of await signOutEverywhere(request.headers)) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
};
export const ALL: APIRoute = () => new Response(null, { status: 405, headers: { Allow: 'POST' } });
