// The lead page's forms: one post per action (`action` names it), validated here, carried out by ./lead-actions.ts.
// The answer names a message of the InboxLead namespace, in the person's language, and the part of the page it shows in.
import type { LeadPagePart } from '@/lib/inbox/lead-page-types';
import { findWord, LEAD_CHANGE_KINDS, WORK_STATUSES } from '@/lib/inbox/vocabulary';
import { hasRefusedCharacters, normalizeLeadText } from '@/lib/lead-text';
import type { InboxPerson } from '@/server/auth/session';
import type { Database } from '@/server/db/client';
import { formText } from '@/server/http/form-text';
import { leadSettings } from '@/server/settings/lead-settings';
import * as actions from './lead-actions';
import { toLeadId } from './lead-detail';

const MAX_NOTE_LENGTH = 1_000;
/** What an admin types to erase a lead: the same in both languages, and hard to do by accident. */
const ERASE_CONFIRMATION = 'ERASE';

/** What the lead page says once a post is done: the change it made (each action records its event), an undo, or nothing. */
export const LEAD_DONE_KEYS = [...LEAD_CHANGE_KINDS, 'undone', 'unchanged'] as const;
export type LeadDoneKey = (typeof LEAD_DONE_KEYS)[number];
export type LeadErrorKey =
  | 'noteTooLong'
  | 'noteCharacters'
  | 'badStatus'
  | 'badAssignee'
  | 'confirmErase'
  | 'adminOnly'
  | 'restoreNotYours'
  | 'undoExpired'
  | 'spamFirst'
  | 'unknownAction';

/** The part of the page each action's form sits in (an unknown action has none: its message shows at the top). */
const PART_OF_ACTION = new Map<string, LeadPagePart>([
  ['status', 'status'],
  ['assign', 'assign'],
  ['assign-me', 'assign'],
  ['spam', 'spam'],
  ['undo', 'spam'],
  ['restore', 'spam'],
  ['erase', 'erase'],
  ['retry', 'deliveries'],
]);

/** The part of the page a posted form acted in. */
export function partOfForm(form: FormData): LeadPagePart | undefined {
  return PART_OF_ACTION.get(formText(form, 'action'));
}

export type LeadFormResult = { kind: 'done'; key: LeadDoneKey } | { kind: 'error'; key: LeadErrorKey; status: 400 | 403 } | { kind: 'not-found' };

function answer(outcome: actions.ActionOutcome, done: LeadDoneKey, invalid: LeadErrorKey): LeadFormResult {
  if (outcome === 'not-found') return { kind: 'not-found' };
  if (outcome === 'invalid') return { kind: 'error', key: invalid, status: 400 };
  return { kind: 'done', key: outcome === 'unchanged' ? 'unchanged' : done };
}

/** Runs the action a lead page's form posted, as `person`. */
export async function runLeadForm(db: Database, person: InboxPerson, leadId: string, form: FormData): Promise<LeadFormResult> {
  const actor = { id: person.id, name: person.name };
  switch (formText(form, 'action')) {
    case 'status': {
      const status = findWord(WORK_STATUSES, formText(form, 'status'));
      if (!status) return { kind: 'error', key: 'badStatus', status: 400 };
      const note = normalizeLeadText(formText(form, 'note'), 'message').trim();
      if (hasRefusedCharacters(note, 'message')) return { kind: 'error', key: 'noteCharacters', status: 400 };
      if (note.length > MAX_NOTE_LENGTH) return { kind: 'error', key: 'noteTooLong', status: 400 };
      return answer(await actions.setLeadStatus(db, actor, { leadId, status, note }), 'status', 'spamFirst');
    }
    case 'assign': {
      const raw = formText(form, 'assignee');
      if (raw !== '' && !/^[\w-]{1,64}$/.test(raw)) return { kind: 'error', key: 'badAssignee', status: 400 };
      return answer(await actions.assignLead(db, actor, { leadId, assigneeId: raw || null }), 'assigned', 'badAssignee');
    }
    case 'assign-me':
      return answer(await actions.assignLead(db, actor, { leadId, assigneeId: person.id }), 'assigned', 'badAssignee');
    case 'spam':
      return answer(await actions.fileLeadAsSpam(db, actor, leadId), 'spam', 'unknownAction');
    case 'undo':
      return answer(await actions.undoSpamFiling(db, actor, leadId), 'undone', 'undoExpired');
    case 'restore':
      // A filing by hand is taken back by whoever filed it, at any time; any other spam lead is an admin's call.
      if (!(await actions.mayRestoreLead(db, person, leadId))) return { kind: 'error', key: 'restoreNotYours', status: 403 };
      return answer(await actions.restoreLead(db, actor, leadId, leadSettings.channels, new Date()), 'restored', 'unknownAction');
    case 'erase':
      if (person.role !== 'admin') return { kind: 'error', key: 'adminOnly', status: 403 };
      if (formText(form, 'confirm').trim().toUpperCase() !== ERASE_CONFIRMATION) return { kind: 'error', key: 'confirmErase', status: 400 };
      return answer(await actions.eraseLead(db, actor, leadId), 'erased', 'unknownAction');
    case 'retry': {
      const deliveryId = toLeadId(formText(form, 'delivery'));
      if (!deliveryId) return { kind: 'error', key: 'unknownAction', status: 400 };
      return answer(await actions.retryDelivery(db, actor, { leadId, deliveryId }), 'retried', 'unknownAction');
    }
    default:
      return { kind: 'error', key: 'unknownAction', status: 400 };
  }
}
