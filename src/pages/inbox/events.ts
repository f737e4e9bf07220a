import type { APIRoute } from 'astro';
import { streamLeadChanges } from '@/server/inbox/lead-changes';

export const prerender = false;

/** Server-Sent Events: the id of each lead stored or moved, for the open list (src/server/inbox/lead-changes.ts). */
export const GET: APIRoute = ({ request }) => streamLeadChanges(request.signal);
