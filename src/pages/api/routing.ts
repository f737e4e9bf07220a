import type { APIRoute } from 'astro';
import { respondToRoutingReplace, respondWithRouting } from '@/server/operator/routing-endpoint';
import { methodNotAllowed } from './_method-not-allowed';

export const prerender = false;

/** The whole routing (teams, hours, members, answer time) as one JSON document, behind ADMIN_TOKEN. */
export const GET: APIRoute = ({ request }) => respondWithRouting(request);
export const HEAD = GET;
export const PUT: APIRoute = ({ request }) => respondToRoutingReplace(request);
export const ALL = methodNotAllowed;
