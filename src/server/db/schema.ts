// The one PostgreSQL schema (PGlite and PostgreSQL). No `server-only` import: drizzle-kit loads this file in plain Node.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// Relative, not `@/`: drizzle-kit resolves no path aliases.
import { locales, type AppLocale } from '../../i18n/locales';
import {
  LEAD_EVENT_KINDS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  NOTIFICATION_STATUSES,
  OUTBOX_CHANNELS,
  OUTBOX_STATUSES,
  PUSH_DELIVERY_STATUSES,
  PUSH_KINDS,
  ROUTING_STATES,
  type LeadEventKind,
  type LeadSource,
  type LeadStatus,
  type NotificationStatus,
  type OutboxChannel,
  type OutboxStatus,
  type PushDeliveryStatus,
  type PushKind,
  type RoutingState,
  type SpamReason,
} from '../../lib/inbox/vocabulary';
import { authUsers } from './auth-schema';
import { isOneOf } from './is-one-of';
import { pushSubscriptions } from './push-schema';
import { teams } from './routing-schema';

// The auth library's tables, the devices' and the routing's, each in a file of their own; migrations are generated from
// all of them through this file.
export { authUsers, authSessions, authAccounts, authVerifications, signInFailures } from './auth-schema';
export * from './push-schema';
export * from './routing-schema';

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    mobile: text('mobile').notNull(),
    message: text('message').notNull(),
    ipHash: text('ip_hash').notNull(),
    userAgent: text('user_agent'),
    status: text('status').$type<LeadStatus>().notNull(),
    spamReason: text('spam_reason').$type<SpamReason>(),
    idempotencyKey: text('idempotency_key').notNull().unique('leads_idempotency_key_unique'),
    // SHA-256 of the normalised fields (src/server/leads/store-lead.ts): a key replayed with other text is refused, not answered
    // with this lead. Null on leads stored before it existed.
    requestHash: text('request_hash'),
    notificationStatus: text('notification_status').$type<NotificationStatus>().notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    source: text('source').$type<LeadSource>().notNull().default('page'),
    assignedTo: text('assigned_to').references(() => authUsers.id, { onDelete: 'set null' }),
    // Set when an admin erased the personal fields (a data-protection request); the lead's events stay.
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt),
    // The inbox's folders, newest first, paged by (created_at, id): src/server/inbox/lead-list.ts.
    index('leads_status_created_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    index('leads_assigned_created_idx').on(table.assignedTo, table.createdAt.desc()),
    // Search over name, mobile and message: one trigram index over the three (pg_trgm, migration 0008).
    index('leads_search_trgm_idx').using('gin', sql`(${table.name} || ' ' || ${table.mobile} || ' ' || ${table.message}) gin_trgm_ops`),
    check('leads_status_check', isOneOf(table.status, LEAD_STATUSES)),
    check('leads_source_check', isOneOf(table.source, LEAD_SOURCES)),
    // Every spam decision says why; migration 0006 gave the leads filed before reasons existed `unknown`.
    check('leads_spam_reason_check', sql`${table.status} <> 'spam' or ${table.spamReason} is not null`),
    check('leads_notification_status_check', isOneOf(table.notificationStatus, NOTIFICATION_STATUSES)),
  ],
);

/** One row per lead and channel, written in the lead's transaction; the worker's retry state lives here. */
export const leadOutbox = pgTable(
  'lead_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The routing step an `assigned` or `unanswered` row rings for (lead_routing.step then): a row whose lead has moved
    // on to another step by its turn rings nobody.
    step: integer('step'),
  },
  (table) => [
    index('lead_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('lead_outbox_lead_idx').on(table.leadId),
    check('lead_outbox_channel_check', isOneOf(table.channel, OUTBOX_CHANNELS)),
    check('lead_outbox_status_check', isOneOf(table.status, OUTBOX_STATUSES)),
  ],
);

/**
 * One row per accepted request and client, so every instance sharing the database sees the same counts.
 * `seq` numbers a client's rows 1, 2, 3… in `created_at` order, so the hits in a window are
 * last seq − first seq in the window + 1: two index probes instead of counting every row (submit_lead()).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientKey: text('client_key').notNull(),
    // The default only covers rows written before the column existed; migration 0002 numbers them.
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rate_limit_hits_client_idx').on(table.clientKey, table.createdAt)],
);

/**
 * Every change to a lead in the inbox, and every export: who (the person's id and the name they had then), what and
 * when. `lead_id` is null for an export, whose `detail` holds its filter.
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => authUsers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    kind: text('kind').$type<LeadEventKind>().notNull(),
    detail: jsonb('detail').$type<Record<string, string | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lead_events_lead_idx').on(table.leadId, table.createdAt),
    // Each person's routing load, the leads routing gave them in the last 24 h (src/server/routing/routing-loads.ts).
    index('lead_events_routed_idx')
      .on(table.createdAt)
      .where(sql`${table.kind} = 'routed'`),
    check('lead_events_kind_check', isOneOf(table.kind, LEAD_EVENT_KINDS)),
  ],
);

/**
 * The WhatsApp button's reply templates, a few per language (src/lib/inbox/reply-templates.ts holds their rules), kept
 * by admins on /inbox/templates. `text` may name `{name}` and `{asked}`, filled for each lead.
 */
export const replyTemplates = pgTable(
  'reply_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locale: text('locale').$type<AppLocale>().notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reply_templates_locale_idx').on(table.locale, table.createdAt), check('reply_templates_locale_check', isOneOf(table.locale, locales))],
);

/**
 * Which device got which lead's push: claimed (`sending`) before the push leaves, `sent` once the push service took
 * it, deleted when the attempt failed and will be retried. The key makes each a once-only claim across retries and
 * instances (src/server/push/push-deliveries.ts); `step` is the routing step a ring or an alert belongs to (0 for a
 * first alert and its re-alert), so a person who gets a lead back later in its routing is rung again.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PushKind>().notNull(),
    status: text('status').$type<PushDeliveryStatus>().notNull().default('sending'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    step: integer('step').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'push_deliveries_pk', columns: [table.leadId, table.subscriptionId, table.kind, table.step] }),
    index('push_deliveries_subscription_idx').on(table.subscriptionId),
    check('push_deliveries_kind_check', isOneOf(table.kind, PUSH_KINDS)),
    check('push_deliveries_status_check', isOneOf(table.status, PUSH_DELIVERY_STATUSES)),
  ],
);

/**
 * Where each lead stands in routing, once routing decided (src/lib/routing/routing-decision.ts): its team, its state,
 * its round's holders and when the holder's answer is due. `step` counts routing's changes to the lead; each change is
 * a claim on the step it saw (`where step = k`), so on every instance each step is taken once. The holder is the lead's
 * `assigned_to`.
 */
export const leadRouting = pgTable(
  'lead_routing',
  {
    leadId: uuid('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    state: text('state').$type<RoutingState>().notNull(),
    step: integer('step').notNull().default(0),
    holders: text('holders')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }),
    roundStartedAt: timestamp('round_started_at', { withTimezone: true }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lead_routing_due_idx')
      .on(table.answerDueAt)
      .where(sql`${table.state} = 'ringing'`),
    index('lead_routing_open_idx')
      .on(table.teamId, table.state)
      .where(sql`${table.state} in ('waiting', 'ringing', 'unanswered')`),
    check('lead_routing_state_check', isOneOf(table.state, ROUTING_STATES)),
  ],
);

/** Small settings the server creates itself (e.g. the random IP hash salt). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export type Lead = typeof leads.$inferSelect;
export type OutboxRow = typeof leadOutbox.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;
export type Team = typeof teams.$inferSelect;
export type LeadRoutingRow = typeof leadRouting.$inferSelect;
