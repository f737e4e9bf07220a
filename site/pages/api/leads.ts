import type { APIRoute } from 'astro';
import { respondWithLeads } from '@/server/operator/export-leads';

export const prerender = false;

/** The stored leads as CSV or JSON, behind ADMIN_TOKEN. */
export const GET: APIRoute = ({ request }) => respondWithLeads(request);
