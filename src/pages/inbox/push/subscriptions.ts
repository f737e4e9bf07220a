import type { APIRoute } from 'astro';
import type { InboxAccess } from '@/lib/inbox-access';
import { subscribeDevice, unsubscribeDevice } from '@/server/push/push-api';
import { methodNotAllowed } from '../../api/_method-not-allowed';

export const prerender = false;
export const access: InboxAccess = 'signed-in';

/** Turns notifications on for this device: the body is the browser's `PushSubscription.toJSON()`. */
export const POST: APIRoute = ({ request, locals }) => subscribeDevice(request, locals);
/** Turns them off: the body is `{ "endpoint": … }` of the person's own device. */
export const DELETE: APIRoute = ({ request, locals }) => unsubscribeDevice(request, locals);
export const ALL = methodNotAllowed;
