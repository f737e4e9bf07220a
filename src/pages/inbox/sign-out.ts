import type { APIRoute } from 'astro';
import { signOutAnswer } from '@/server/auth/sign-in-action';
import type { InboxAccess } from '@/lib/inbox-access';
import { methodNotAllowed } from '../api/_method-not-allowed';

export const prerender = false;
export const access: InboxAccess = 'signed-in';

/**
 * Signs the person out on this device only: their phone stays signed in when they sign out of a shared laptop
 * (./sign-out-everywhere.ts ends every session). src/middleware.ts has checked the session and the origin.
 */
export const POST: APIRoute = ({ request }) => signOutAnswer(request.headers, 'here');
export const ALL = methodNotAllowed;
