import type { APIRoute } from 'astro';
import { respondWithLeads } from '@/server/operator/export-leads';
import { methodNotAllowed } from './_method-not-allowed';

export const prerender = false;

/** The stored leads as CSV or JSON, behind ADMIN_TOKEN. */
export const GET: APIRoute = ({ request }) => respondWithLeads(request);
export const HEAD = GET;
export const ALL = methodNotAllowed;
