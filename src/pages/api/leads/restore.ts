import type { APIRoute } from 'astro';
import { respondToRestore } from '@/server/operator/restore-endpoint';
import { methodNotAllowed } from '../_method-not-allowed';

export const prerender = false;

/** Spam leads filed by mistake back to `new`, notified once, behind ADMIN_TOKEN. */
export const POST: APIRoute = ({ request }) => respondToRestore(request);
export const ALL = methodNotAllowed;
