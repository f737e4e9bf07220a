import type { APIRoute } from 'astro';
import type { InboxAccess } from '@/lib/inbox-access';
import { sendTestNotification } from '@/server/push/push-api';
import { methodNotAllowed } from '../../api/_method-not-allowed';

export const prerender = false;
export const access: InboxAccess = 'signed-in';

/** The settings page's "Send a test notification": to the person's devices, or `{ "endpoint": … }` alone. */
export const POST: APIRoute = ({ request, locals }) => sendTestNotification(request, locals);
export const ALL = methodNotAllowed;
