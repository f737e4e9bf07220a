import type { APIRoute } from 'astro';
import type { InboxAccess } from '@/lib/inbox-access';
import { answerAvailabilityPost } from '@/server/inbox/availability-post';
import { methodNotAllowed } from '../api/_method-not-allowed';

export const prerender = false;
export const access: InboxAccess = 'signed-in';

/** The header's Available / Away: the person's availability, then back to the page they were on. */
export const POST: APIRoute = ({ request, locals }) => {
  if (!locals.person) return new Response(null, { status: 401 });
  return answerAvailabilityPost(request, locals.person, locals.inboxLocale);
};
export const ALL = methodNotAllowed;
