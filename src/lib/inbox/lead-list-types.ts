// The list's filter and data as its components take them: plain, already translated and formatted on the server
// (src/server/inbox/lead-list.ts reads the filter, list-view.ts makes the rest).
import type { LeadFolder } from './vocabulary';

/** The list's filter as the query string carries it. */
export interface LeadFilter {
  folder: LeadFolder;
  q: string;
  /**
   * A search looks in every folder; `folder` narrows it to the folder (the folder links of a search). Without a
   * search, `folder` is the folder shown.
   */
  scope?: 'folder';
  country?: string;
  from?: string;
  to?: string;
  mine?: '1';
  /** A routing team's id: the leads it was given. */
  team?: string;
  cursor?: string;
}

/** The filter as the filter form shows it: the search box and the page links belong to the list. */
export type FilterValues = Pick<LeadFilter, 'folder' | 'q' | 'scope' | 'country' | 'from' | 'to' | 'mine' | 'team'>;

/** A link of the folder row: a folder, or while searching, every folder. */
export interface FolderLink {
  key: LeadFolder | 'all';
  label: string;
  href: string;
  isCurrent: boolean;
}

/** What the filter form needs besides the filter. */
export interface LeadListControls {
  /** How many of the form's filters are set (country, from, to, assigned to me, team): the filters control says so. */
  activeFilters: number;
  /** The list without the form's filters, keeping the folder and the search. */
  clearHref: string;
}

export interface LeadRowView {
  id: string;
  /** The lead's page, carrying the list's query (`?list=`), so its way back returns to this list. */
  href: string;
  /** The time received, in the viewer's time zone and language. */
  received: string;
  receivedIso: string;
  name: string;
  country: string;
  firstLine: string;
  assignee: string;
  /** For a lead that waits for its routing team: for which, and until when. */
  waiting?: string;
  /** The lead's folder, when the list shows every folder (a search). */
  folder?: string;
  /** The mobile as people read it (+254 712 345678), beside Call and WhatsApp; none for an erased lead. */
  phone?: string;
  /** Short labels: erased, sent from the offline queue. */
  badges: string[];
}

export interface LeadListView {
  /** The folder row, which follows the search: it belongs to the page the live list swaps in. */
  folders: FolderLink[];
  rows: LeadRowView[];
  /** The filter's query string without the cursor (the live list's requests). */
  query: string;
  isFirstPage: boolean;
  nextHref?: string;
  /** What of the filter could not be read and was left out, said in the viewer's language. */
  problems: string[];
}

export interface LeadListStrings {
  /** The folder row's name. */
  folders: string;
  empty: string;
  next: string;
  first: string;
  call: string;
  whatsapp: string;
  /** The control that brings leads that arrived into view: "{count} new lead(s)", `#` for the count. */
  newLeads: { one: string; other: string };
  columns: { received: string; name: string; country: string; message: string; assignee: string; mobile: string };
}
