import type { APIRoute } from 'astro';
import { respondToPeopleCommand } from '@/server/operator/people-endpoint';
import { methodNotAllowed } from './_method-not-allowed';

export const prerender = false;

/** `npm run users:*` reaching a server that holds the PGlite folder, behind the operator token. */
export const POST: APIRoute = ({ request }) => respondToPeopleCommand(request);
export const ALL = methodNotAllowed;
