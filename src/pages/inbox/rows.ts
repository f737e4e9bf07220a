import type { APIRoute } from 'astro';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LeadPage } from '@/components/inbox/lead-page';
import { getDatabase } from '@/server/db/client';
import { listInboxLeads, parseLeadFilter } from '@/server/inbox/lead-list';
import { leadListStrings, toLeadListView } from '@/server/inbox/list-view';
import { viewerTimeZoneOf } from '@/server/inbox/viewer-time';

export const prerender = false;

/** One page of the list as HTML, for the live list to swap in (search as you type, a lead arrived). */
export const GET: APIRoute = async ({ url, request, locals }) => {
  if (!locals.person) return new Response(null, { status: 401 });
  const locale = locals.inboxLocale ?? 'en';
  const filter = parseLeadFilter(url.searchParams);
  const page = await listInboxLeads((await getDatabase()).db, filter, locals.person.id);
  const view = toLeadListView(page, filter, locale, viewerTimeZoneOf(request.headers));
  const html = renderToStaticMarkup(createElement(LeadPage, { view, strings: leadListStrings(locale) }));
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
};
