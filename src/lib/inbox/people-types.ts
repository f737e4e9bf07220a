// The People page's data, shared by the server that fills it (src/server/auth/people.ts, src/server/inbox/people-form.ts)
// and the component that shows it (src/components/inbox/people-view.tsx).
import type { InboxRole } from './vocabulary';

/** A person who may sign in to the inbox, as the inbox lists them. */
export interface Person {
  id: string;
  email: string;
  name: string;
  role: InboxRole;
  isDisabled: boolean;
}

type PeopleErrorKey = 'email' | 'name' | 'role' | 'exists' | 'unknown' | 'self';

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
