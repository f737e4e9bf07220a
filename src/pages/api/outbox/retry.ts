import type { APIRoute } from 'astro';
import { respondToRetry } from '@/server/operator/outbox-endpoints';
import { methodNotAllowed } from '../_method-not-allowed';

export const prerender = false;

/** Failed lead notifications back in the queue, behind ADMIN_TOKEN. */
export const POST: APIRoute = ({ request }) => respondToRetry(request);
export const ALL = methodNotAllowed;
