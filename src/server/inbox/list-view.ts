// The list page's data as its components and the island take it: rows formatted for the viewer, links, strings.
import type { LeadListStrings, LeadListView } from '@/components/inbox/lead-list-types';
import type { AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import { formatViewerTime } from './viewer-time';
import { leadFilterQuery, type LeadFilter, type LeadListPage } from './lead-list';

/** The rows and links of one page of the list, as the viewer reads them. */
export function toLeadListView(page: LeadListPage, filter: LeadFilter, locale: AppLocale, timeZone: string): LeadListView {
  const t = translatorOf(locale, 'InboxList');
  const countryNames = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return {
    rows: page.rows.map((row) => ({
      id: row.id,
      href: `/inbox/lead/${row.id}`,
      received: formatViewerTime(row.createdAt, locale, timeZone),
      receivedIso: row.createdAt.toISOString(),
      name: row.name,
      country: countryNames.of(row.country) ?? row.country,
      firstLine: row.firstLine,
      assignee: row.assigneeName ?? t('unassigned'),
      badges: [...(row.isErased ? [t('erased')] : []), ...(row.source === 'offline-queue' ? [t('offline')] : [])],
    })),
    query: leadFilterQuery({ ...filter, cursor: undefined }),
    isFirstPage: !filter.cursor,
    nextHref: page.nextCursor ? `/inbox?${leadFilterQuery(filter, page.nextCursor)}` : undefined,
  };
}

/** The list island's strings in the viewer's language. */
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
