import type { APIRoute } from 'astro';
import { checkReadiness } from '@/server/readiness';

export const prerender = false;

/** Readiness: the database answers and every migration is applied (503 otherwise). */
export const GET: APIRoute = ({ request }) => checkReadiness(request);
