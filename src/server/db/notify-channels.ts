// The channels the database NOTIFYs on, named once for whoever LISTENs or NOTIFYs. A module of its own, with no
// imports: the server's start path listens on one of them and must not load the inbox (and its auth library) to know
// a name.

/** A lead's id, when it is stored or moved (migration 0010): workers and open inbox lists wake. */
export const LEAD_CHANGES_CHANNEL = 'lead_changes';
/** A session's id, when its row goes (migration 0011): signing out, a disabled person. */
export const SESSION_END_CHANNEL = 'inbox_session_ends';
