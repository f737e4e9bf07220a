import type { APIRoute } from 'astro';
import { streamLeadChanges } from '@/server/inbox/lead-changes';
import type { InboxAccess } from '@/lib/inbox-access';

export const prerender = false;
export const access: InboxAccess = 'signed-in';

/** Server-Sent Events: the id of each lead stored or moved, for the open list, while its session lasts (src/server/inbox/lead-changes.ts). */
export const GET: APIRoute = ({ request, locals }) => {
  if (!locals.person) return new Response(null, { status: 401 });
  return streamLeadChanges(request.signal, locals.person.sessionId);
};
