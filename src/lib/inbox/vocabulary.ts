// The inbox's words, each list written once. The schema's checks (src/server/db/schema.ts), the server's actions and
// queries, the filters and forms, and the messages that name each word derive from these lists: the inbox's
// translators are typed from messages/en.json, so a word shown without its strings fails the typecheck.
// No imports: drizzle-kit loads this file through the schema, in plain Node.

/** `value` when it is one of `words`, typed as that word; undefined for anything else (a form's field, a link's query). */
export function findWord<Word extends string>(words: readonly Word[], value: unknown): Word | undefined {
  return words.find((word) => word === value);
}

/** The statuses a person moves a lead between: `new` until someone works it, then `contacted`, `closed`. */
export const WORK_STATUSES = ['new', 'contacted', 'closed'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

/** A lead's status: a work status, or `spam` (which has its own actions: a lead is filed as spam, and restored). */
export const LEAD_STATUSES = [...WORK_STATUSES, 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The inbox's folders: one per status, in this order; a lead is in its status's folder. */
export type LeadFolder = LeadStatus;
export const LEAD_FOLDERS: readonly LeadFolder[] = [...LEAD_STATUSES];
/** The folder the list opens on, and shows when a link names none it knows. */
export const DEFAULT_FOLDER: LeadFolder = 'new';

/** Where a lead came from: the page's own post, or a post the service worker saved offline and sent later. */
export const LEAD_SOURCES = ['page', 'offline-queue'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/**
 * Why a lead was filed as spam (src/server/contact/spam-rules.ts decides): `unknown` for leads filed before reasons
 * were stored; `manual` for a lead someone filed as spam in the inbox. A restored lead keeps its reason, so the export
 * still shows what the filter thought.
 */
export const SPAM_REASONS = ['honeypot', 'too-fast', 'no-timing', 'unknown', 'manual'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/**
 * The ways a lead is notified: an outbox row per channel, delivered by the channel's sender. A new channel is a word
 * here; the schema's check, the channels a lead gets (src/server/settings/lead-settings.ts, which then asks for its
 * settings) and the lead page's notifications (which ask for its name in the messages) follow.
 * - `push`: a notification on each device a person turned them on (src/server/push/);
 * - `realert`: the same lead's notification again, to the devices `push` reached, if nobody took the lead meanwhile;
 * - `assigned`: a routing step's ring, to the devices of the person routing gave the lead to (the row's `step`);
 * - `unanswered`: a routing round's alert once every on-duty member of the team had the lead, to the devices of the
 *   team's on-duty members and of every available admin.
 * A lead its team routes gets no `push` to everyone and no `realert`: `assigned` and `unanswered` rows replace them.
 */
export const OUTBOX_CHANNELS = ['email', 'webhook', 'push', 'realert', 'assigned', 'unanswered'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * The channels a lead gets a row for when it is stored (or restored from spam). A `realert` row is written later, by
 * the push sender, once the first alert reached a device.
 */
export const LEAD_CHANNELS = ['email', 'webhook', 'push'] as const satisfies ReadonlyArray<OutboxChannel>;

/**
 * A push to a device: a lead's first alert, its re-alert, a routing step's ring or a round's alert. Each device gets
 * each at most once per lead and routing step.
 */
export const PUSH_KINDS = ['new', 'realert', 'assigned', 'unanswered'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** A device's push of a lead: `sending` from the claim until the push service answers, then `sent`. */
export const PUSH_DELIVERY_STATUSES = ['sending', 'sent'] as const;
export type PushDeliveryStatus = (typeof PUSH_DELIVERY_STATUSES)[number];

/** An outbox row's state: `pending` (waiting, or retrying) → `sent`, or `failed` once the worker gave up. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A lead's notification: the state of its outbox rows, or `none` when there is nothing to notify (spam, no channel). */
export const NOTIFICATION_STATUSES = ['none', ...OUTBOX_STATUSES] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * What people do to a lead: each is an event in its history, named by the lead page once done. `reached` is a contact
 * attempt: a tap on Call or WhatsApp (src/pages/inbox/lead/[id]/reach.ts), its `detail.via` one of CONTACT_CHANNELS.
 */
export const LEAD_CHANGE_KINDS = ['status', 'assigned', 'spam', 'restored', 'erased', 'retried', 'reached'] as const;
export type LeadChangeKind = (typeof LEAD_CHANGE_KINDS)[number];

/** How a person reaches a lead from the inbox: a phone call (`tel:`) or a WhatsApp chat (`wa.me`). */
export const CONTACT_CHANNELS = ['call', 'whatsapp'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/**
 * The changes that answer a lead: its first one by a person ends the lead's time to first response (the report,
 * src/server/inbox/response-report.ts), and any one by a person ends its routing's escalation (a call or a chat, a
 * move to another folder or a note, an assignment). Filing as spam does not (spam leads are left out of the report).
 */
export const LEAD_RESPONSE_KINDS = ['reached', 'status', 'assigned'] as const satisfies ReadonlyArray<LeadChangeKind>;

/**
 * What routing does to a lead, each an event of its history with no person as actor (src/server/routing/): it gave the
 * lead to a person (`routed`: the first of a round, or passed on, `detail.reason` one of ROUTING_REASONS), alerted the
 * team once every on-duty member had it (`unanswered`), or put it back to wait for the team (`waiting`: its holder went
 * off duty and nobody else is on duty).
 */
export const ROUTING_EVENT_KINDS = ['routed', 'unanswered', 'waiting'] as const;

/** Every event: a change to a lead, routing's doing, or an export (of no one lead: its `detail` holds the filter). */
export const LEAD_EVENT_KINDS = [...LEAD_CHANGE_KINDS, ...ROUTING_EVENT_KINDS, 'exported'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** The inbox's two roles: an agent works leads; an admin also manages people, restores, erases and exports. */
export const INBOX_ROLES = ['admin', 'agent'] as const;
export type InboxRole = (typeof INBOX_ROLES)[number];
/** A new person's role, and the lesser: a stored role the inbox does not know counts as this one. */
export const DEFAULT_INBOX_ROLE: InboxRole = 'agent';

/** The role a person's stored role gives them in the inbox. */
export function toInboxRole(value: string | null | undefined): InboxRole {
  return findWord(INBOX_ROLES, value) ?? DEFAULT_INBOX_ROLE;
}

/** A person's availability: `available` (rung while one of their teams is open) or `away` (never rung). */
export const AVAILABILITY_STATUSES = ['available', 'away'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
/** The availability of a person who never chose one. */
export const DEFAULT_AVAILABILITY: AvailabilityStatus = 'available';

/**
 * Where a lead stands in routing (table lead_routing):
 * - `waiting`: its team has nobody on duty; unassigned, it rings nobody until a member comes on duty;
 * - `ringing`: given to an on-duty member, whose answer is due by `answer_due_at`;
 * - `unanswered`: every on-duty member had it and the round's alert went out; it stays with its holder;
 * - `answered`: a person answered it (LEAD_RESPONSE_KINDS): routing is done with it;
 * - `everyone`: no team's countries and languages include it: it rang everyone, as without teams.
 */
export const ROUTING_STATES = ['waiting', 'ringing', 'unanswered', 'answered', 'everyone'] as const;
export type RoutingState = (typeof ROUTING_STATES)[number];

/**
 * Why routing gave a lead to a person: it arrived (or its team came on duty while it waited), its holder did not
 * answer in time, went Away, reached the end of their hours, or left the team (removed from it, or disabled).
 */
export const ROUTING_REASONS = ['arrived', 'no-answer', 'away', 'hours-ended', 'left-team'] as const;
export type RoutingReason = (typeof ROUTING_REASONS)[number];
