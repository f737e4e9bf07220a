// The list page's data as its components take it: rows formatted for the viewer, links, strings. The list page and
// the rows its live script swaps in (src/pages/inbox/index.astro, rows.ts) load it the same way.
import type { AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import { countryNamesIn } from '@/lib/countries';
import type { FolderLink, LeadFilter, LeadListControls, LeadListStrings, LeadListView } from '@/lib/inbox/lead-list-types';
import { formatPhoneForReading } from '@/lib/inbox/phone-links';
import { LEAD_FOLDERS } from '@/lib/inbox/vocabulary';
import { getDatabase } from '@/server/db/client';
import { listLeadRoutings } from '@/server/routing/lead-routing-view';
import { listTeams } from '@/server/routing/routing-store';
import { describeWaiting } from '@/server/routing/routing-words';
import { countryFilterOptions } from './lead-countries';
import { countActiveFilters, isEveryFolder, leadFilterQuery, listInboxLeads, readLeadFilter, type FilterProblem, type LeadListPage } from './lead-list';
import { formatViewerShortTime, viewerTimeZoneOf } from './viewer-time';

/**
 * The rows and links of one page of the list, as the viewer reads them; `waiting` says, of each lead that waits for its
 * routing team, for which and until when.
 */
export function toLeadListView(
  page: LeadListPage,
  filter: LeadFilter,
  locale: AppLocale,
  timeZone: string,
  problems: FilterProblem[] = [],
  waiting: ReadonlyMap<string, string> = new Map(),
): LeadListView {
  const t = translatorOf(locale, 'InboxList');
  const countryName = countryNamesIn(locale);
  // The lead's page takes the list's query (this page's, cursor included) for its way back (listReturnHref).
  const backToThisList = new URLSearchParams({ list: leadFilterQuery(filter, filter.cursor) }).toString();
  const showsFolder = isEveryFolder(filter);
  return {
    folders: folderLinks(filter, locale),
    rows: page.rows.map((row) => ({
      id: row.id,
      href: `/inbox/lead/${row.id}?${backToThisList}`,
      received: formatViewerShortTime(row.createdAt, locale, timeZone),
      receivedIso: row.createdAt.toISOString(),
      name: row.name,
      country: countryName(row.country),
      firstLine: row.firstLine,
      assignee: row.assigneeName ?? t('unassigned'),
      waiting: waiting.get(row.id),
      folder: showsFolder ? t(`folders.${row.status}`) : undefined,
      phone: row.isErased || !row.mobile ? undefined : formatPhoneForReading(row.mobile),
      badges: [...(row.isErased ? [t('erased')] : []), ...(row.source === 'offline-queue' ? [t('offline')] : [])],
    })),
    query: leadFilterQuery({ ...filter, cursor: undefined }),
    isFirstPage: !filter.cursor,
    nextHref: page.nextCursor ? `/inbox?${leadFilterQuery(filter, page.nextCursor)}` : undefined,
    problems: problems.map((problem) => t(`problems.${problem}`)),
  };
}

/** The list's strings in the viewer's language. */
function leadListStrings(locale: AppLocale): LeadListStrings {
  const t = translatorOf(locale, 'InboxList');
  return {
    folders: t('folders.label'),
    empty: t('empty'),
    next: t('next'),
    first: t('first'),
    call: t('call'),
    whatsapp: t('whatsapp'),
    // `#` stands for the count, which the live script fills in.
    newLeads: { one: t('newLeads.one', { count: '#' }), other: t('newLeads.other', { count: '#' }) },
    columns: {
      received: t('columns.received'),
      name: t('columns.name'),
      country: t('columns.country'),
      message: t('columns.message'),
      assignee: t('columns.assignee'),
      mobile: t('columns.mobile'),
    },
  };
}

/**
 * The folder row: each folder keeps the other filters and the search (a search's folder links narrow it to the
 * folder, and "All folders" widens it again); a new folder starts at its newest leads.
 */
function folderLinks(filter: LeadFilter, locale: AppLocale): FolderLink[] {
  const t = translatorOf(locale, 'InboxList');
  const isSearch = filter.q !== '';
  const every = isEveryFolder(filter);
  const folders: FolderLink[] = LEAD_FOLDERS.map((folder) => ({
    key: folder,
    label: t(`folders.${folder}`),
    href: `/inbox?${leadFilterQuery({ ...filter, folder, scope: isSearch ? 'folder' : undefined })}`,
    isCurrent: !every && filter.folder === folder,
  }));
  const all: FolderLink = { key: 'all', label: t('folders.all'), href: `/inbox?${leadFilterQuery({ ...filter, scope: undefined })}`, isCurrent: every };
  return isSearch ? [all, ...folders] : folders;
}

/** The filter form's count of filters set, and its way to clear them. */
function leadListControls(filter: LeadFilter): LeadListControls {
  return {
    activeFilters: countActiveFilters(filter),
    clearHref: `/inbox?${leadFilterQuery({ folder: filter.folder, q: filter.q, scope: filter.scope })}`,
  };
}

/** What the rows say of the leads that wait for their routing team at `now`, by lead id. */
async function waitingLines(page: LeadListPage, locale: AppLocale, timeZone: string, now: Date): Promise<Map<string, string>> {
  const routings = await listLeadRoutings(
    page.rows.map((row) => row.id),
    (await getDatabase()).db,
    now,
  );
  return new Map(
    [...routings].flatMap(([id, routing]) => {
      const line = describeWaiting(routing, locale, timeZone, now);
      return line ? [[id, line] as const] : [];
    }),
  );
}

/** The page of the list a request asks for (its query string), for `viewerId`, as the viewer reads it. */
export async function loadLeadListView(request: Request, viewerId: string, locale: AppLocale) {
  const { filter, problems } = readLeadFilter(new URL(request.url).searchParams);
  const timeZone = viewerTimeZoneOf(request.headers);
  const page = await listInboxLeads((await getDatabase()).db, filter, viewerId);
  const waiting = await waitingLines(page, locale, timeZone, new Date());
  return { filter, view: toLeadListView(page, filter, locale, timeZone, problems, waiting), strings: leadListStrings(locale) };
}

/** The list page: its leads, and its controls with the country and team filters' options. */
export async function loadLeadListPage(request: Request, viewerId: string, locale: AppLocale) {
  const [list, { db }] = await Promise.all([loadLeadListView(request, viewerId, locale), getDatabase()]);
  const [countries, teams] = await Promise.all([countryFilterOptions(db, locale, list.filter.country), listTeams(db)]);
  return { ...list, controls: leadListControls(list.filter), countries, teams };
}
