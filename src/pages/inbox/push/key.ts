import type { APIRoute } from 'astro';
import type { InboxAccess } from '@/lib/inbox-access';
import { answerPublicKey } from '@/server/push/push-api';
import { methodNotAllowed } from '../../api/_method-not-allowed';

export const prerender = false;
export const access: InboxAccess = 'signed-in';

/** The server's VAPID public key, which the browser subscribes with (`applicationServerKey`). */
export const GET: APIRoute = ({ request, locals }) => answerPublicKey(request, locals);
export const ALL = methodNotAllowed;
