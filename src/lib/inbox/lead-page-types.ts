// The lead page's data, formatted and translated on the server (src/server/inbox/lead-page-view.ts), and its parts.
import type { ReplyTemplateOption } from './reply-templates';
import type { WorkStatus } from './vocabulary';

/** The parts of the lead page a form acts in: after a post, its message shows there, beside the button pressed. */
export const LEAD_PAGE_PARTS = ['status', 'assign', 'spam', 'erase', 'deliveries'] as const;
export type LeadPagePart = (typeof LEAD_PAGE_PARTS)[number];

/**
 * The element the browser lands on after an action in each part: the redirect's fragment, and a refused form's (its
 * action URL's fragment, which the browser keeps for the answer). The status and assignment forms share the work
 * panel's top, the panel being shorter than a phone's screen: the message, the button pressed and the next step show.
 */
const LEAD_PART_ANCHORS: Record<LeadPagePart, string> = {
  status: 'lead-actions',
  assign: 'lead-actions',
  spam: 'lead-spam',
  erase: 'lead-erase',
  deliveries: 'lead-deliveries',
};

/**
 * A lead page's address: `list` is the list's validated query string ("Back to the list" returns there), kept across
 * the page's posts; `done` and `part` name an action's message; `part` alone lands on that part.
 */
export function leadPageHref(id: string, options: { list?: string; done?: string; part?: LeadPagePart } = {}): string {
  const params = new URLSearchParams();
  if (options.list) params.set('list', options.list);
  if (options.done) params.set('done', options.done);
  if (options.done && options.part) params.set('part', options.part);
  const query = params.size > 0 ? `?${params}` : '';
  return `/inbox/lead/${id}${query}${options.part ? `#${LEAD_PART_ANCHORS[options.part]}` : ''}`;
}

/** What the page says after a post, in the part acted in: what happened, or why the form was refused. */
export interface LeadPageNotice {
  part?: LeadPagePart;
  tone: 'success' | 'error';
  text: string;
  /** The filer's Undo of a spam filing: how long it still works, in ms (the server checks the time itself). */
  undoMs?: number;
}

export interface LeadPageView {
  id: string;
  title: string;
  isErased: boolean;
  isSpam: boolean;
  isAdmin: boolean;
  /** The lead's work status (a spam lead's is none: it is restored first). */
  status?: WorkStatus;
  /** The mobile as people read it (+254 712 345678). */
  mobile: string;
  message: string;
  /** The reply templates in the lead's language that WhatsApp offers besides the greeting (none for an erased lead). */
  replyTemplates: ReplyTemplateOption[];
  /** The lead's other fields, compact below its message. */
  fields: Array<{ label: string; value: string }>;
  /** "Restored from spam by Amina Bello", for a lead back from spam (the reason stays in the data and the export). */
  restoredNote?: string;
  canRestore: boolean;
  deliveries: Array<{ id: string; channel: string; status: string; attempts: string; canRetry: boolean }>;
  history: Array<{ id: string; when: string; iso: string; text: string; note?: string }>;
  people: Array<{ id: string; name: string }>;
  assigneeId: string;
  /** Assigned to the viewer (then "Assign to me" is not offered). */
  isMine: boolean;
  /** The list's validated query string the page was opened from, when it was. */
  listQuery?: string;
  backHref: string;
  notice?: LeadPageNotice;
  /** The note of a refused status form, shown again to correct. */
  draftNote?: string;
  /** For a lead that waits for its routing team: for which, and until when. */
  waiting?: string;
}
