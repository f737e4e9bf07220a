import type { APIRoute } from 'astro';
import { signOutAnswer } from '@/server/auth/sign-in-action';
import type { InboxAccess } from '@/lib/inbox-access';
import { methodNotAllowed } from '../api/_method-not-allowed';

export const prerender = false;
export const access: InboxAccess = 'signed-in';

/**
 * Signs the person out on every device (a lost phone; a shared computer left signed in): each session ends, and the
 * live lists open with them close at once (the database announces each ended session, migration 0011).
 */
export const POST: APIRoute = ({ request }) => signOutAnswer(request.headers, 'everywhere');
export const ALL = methodNotAllowed;
