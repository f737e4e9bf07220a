// Shapes the inbox's components take from the server's modules (which import them from here: components never
// import src/server).

export type RoleName = 'admin' | 'agent';

/** The list's filter as the filter form shows it. */
export interface FilterValues {
  folder: 'new' | 'contacted' | 'closed' | 'spam';
  country?: string;
  from?: string;
  to?: string;
  mine?: '1';
}

export interface PersonRow {
  id: string;
  email: string;
  name: string;
  role: RoleName;
  isDisabled: boolean;
}

export type PeopleErrorKey = 'email' | 'name' | 'role' | 'exists' | 'unknown' | 'self';

/** What the People page's last post did. */
export type PeopleFormResult =
  | { kind: 'link'; name: string; link: string }
  | { kind: 'done'; key: 'disabled' | 'enabled' | 'edited'; name: string }
  | { kind: 'error'; key: PeopleErrorKey; values: Record<string, string> };

/** An export as the People page lists it: when (formatted for the viewer), who, the filter, how many. */
export interface ExportRow {
  id: string;
  when: string;
  iso: string;
  actor: string;
  filter: string;
  /** The filter's search was taken out when a lead it found was erased. */
  isSearchErased: boolean;
  count: number;
}
