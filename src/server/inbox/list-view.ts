// The list page's data as its components take it: rows formatted for the viewer, links, strings. The list page and
// the rows its live script swaps in (src/pages/inbox/index.astro, rows.ts) load it the same way.
import type { AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import { countryNamesIn } from '@/lib/countries';
import type { LeadFilter, LeadListStrings, LeadListView } from '@/lib/inbox/lead-list-types';
import { getDatabase } from '@/server/db/client';
import { formatViewerTime, viewerTimeZoneOf } from './viewer-time';
import { leadFilterQuery, listInboxLeads, readLeadFilter, type FilterProblem, type LeadListPage } from './lead-list';

/** The rows and links of one page of the list, as the viewer reads them. */
export function toLeadListView(page: LeadListPage, filter: LeadFilter, locale: AppLocale, timeZone: string, problems: FilterProblem[] = []): LeadListView {
  const t = translatorOf(locale, 'InboxList');
  const countryName = countryNamesIn(locale);
  return {
    rows: page.rows.map((row) => ({
      id: row.id,
      href: `/inbox/lead/${row.id}`,
      received: formatViewerTime(row.createdAt, locale, timeZone),
      receivedIso: row.createdAt.toISOString(),
      name: row.name,
      country: countryName(row.country),
      firstLine: row.firstLine,
      assignee: row.assigneeName ?? t('unassigned'),
      badges: [...(row.isErased ? [t('erased')] : []), ...(row.source === 'offline-queue' ? [t('offline')] : [])],
    })),
    query: leadFilterQuery({ ...filter, cursor: undefined }),
    isFirstPage: !filter.cursor,
    nextHref: page.nextCursor ? `/inbox?${leadFilterQuery(filter, page.nextCursor)}` : undefined,
    problems: problems.map((problem) => t(`problems.${problem}`)),
  };
}

/** The list's strings in the viewer's language. */
export function leadListStrings(locale: AppLocale): LeadListStrings {
  const t = translatorOf(locale, 'InboxList');
  return {
    search: t('filters.search'),
    empty: t('empty'),
    next: t('next'),
    first: t('first'),
    live: t('live'),
    arrived: t('arrived'),
    columns: { received: t('columns.received'), name: t('columns.name'), country: t('columns.country'), message: t('columns.message'), assignee: t('columns.assignee') },
  };
}

/** The page of the list a request asks for (its query string), for `viewerId`, as the viewer reads it. */
export async function loadLeadListView(request: Request, viewerId: string, locale: AppLocale) {
  const { filter, problems } = readLeadFilter(new URL(request.url).searchParams);
  const page = await listInboxLeads((await getDatabase()).db, filter, viewerId);
  return { filter, view: toLeadListView(page, filter, locale, viewerTimeZoneOf(request.headers), problems), strings: leadListStrings(locale) };
}
