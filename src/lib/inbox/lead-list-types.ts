// The list's filter and data as its components take them: plain, already translated and formatted on the server
// (src/server/inbox/lead-list.ts reads the filter, list-view.ts makes the rest).
import type { LeadFolder } from './vocabulary';

/** The list's filter as the query string carries it. */
export interface LeadFilter {
  folder: LeadFolder;
  q: string;
  country?: string;
  from?: string;
  to?: string;
  mine?: '1';
  cursor?: string;
}

/** The filter as the filter form shows it: the search box and the page links belong to the list. */
export type FilterValues = Pick<LeadFilter, 'folder' | 'country' | 'from' | 'to' | 'mine'>;

export interface LeadRowView {
  id: string;
  href: string;
  /** The time received, in the viewer's time zone and language. */
  received: string;
  receivedIso: string;
  name: string;
  country: string;
  firstLine: string;
  assignee: string;
  /** Short labels: erased, sent from the offline queue. */
  badges: string[];
}

export interface LeadListView {
  rows: LeadRowView[];
  /** The filter's query string without the cursor (the live list's requests). */
  query: string;
  isFirstPage: boolean;
  nextHref?: string;
  /** What of the filter could not be read and was left out, said in the viewer's language. */
  problems: string[];
}

export interface LeadListStrings {
  search: string;
  empty: string;
  next: string;
  first: string;
  live: string;
  /** Said on an older page when leads changed meanwhile. */
  arrived: string;
  columns: { received: string; name: string; country: string; message: string; assignee: string };
}
