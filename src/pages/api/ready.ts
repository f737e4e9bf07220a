import type { APIRoute } from 'astro';
import { checkReadiness } from '@/server/readiness';
import { methodNotAllowed } from './_method-not-allowed';

export const prerender = false;

/** Readiness: the database answers and every migration is applied (503 otherwise). */
export const GET: APIRoute = ({ request }) => checkReadiness(request);
export const HEAD = GET;
export const ALL = methodNotAllowed;
