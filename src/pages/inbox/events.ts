import type { APIRoute } from 'astro';
import { streamLeadChanges } from '@/server/inbox/lead-changes';

export const prerender = false;

/** Server-Sent Events: the id of each lead stored or moved, for the open list, while its session lasts (src/server/inbox/lead-changes.ts). */
export const GET: APIRoute = ({ request, locals }) => {
  if (!locals.person) return new Response(null, { status: 401 });
  return streamLeadChanges(request.signal, locals.person.sessionId);
};
