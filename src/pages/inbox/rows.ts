import type { APIRoute } from 'astro';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LeadPage } from '@/components/inbox/lead-page';
import { loadLeadListView } from '@/server/inbox/list-view';
import type { InboxAccess } from '@/lib/inbox-access';

export const prerender = false;
export const access: InboxAccess = 'signed-in';

/** One page of the list as HTML, for the live list to swap in (search as you type, a lead arrived). */
export const GET: APIRoute = async ({ request, locals }) => {
  if (!locals.person) return new Response(null, { status: 401 });
  const { view, strings } = await loadLeadListView(request, locals.person.id, locals.inboxLocale);
  const html = renderToStaticMarkup(createElement(LeadPage, { view, strings }));
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
};
