// The one PostgreSQL schema (PGlite and PostgreSQL). No `server-only` import: drizzle-kit loads this file in plain Node.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type LeadStatus = 'new' | 'spam';
/**
 * Why a lead was filed as spam (src/server/contact/spam-rules.ts decides): `unknown` for leads filed before reasons
 * were stored. A restored lead keeps its reason, so the export still shows what the filter thought.
 */
export const SPAM_REASONS = ['honeypot', 'too-fast', 'no-timing', 'unknown'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];
/** `none`: nothing to notify (spam, or no channel configured); `pending` → `sent` or `failed`. */
export type NotificationStatus = 'none' | 'pending' | 'sent' | 'failed';
export type OutboxChannel = 'email' | 'webhook';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

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
    // SHA-256 of the normalised fields (src/server/leads/queries.ts): a key replayed with other text is refused, not answered
    // with this lead. Null on leads stored before it existed.
    requestHash: text('request_hash'),
    notificationStatus: text('notification_status').$type<NotificationStatus>().notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt),
    check('leads_status_check', sql`${table.status} in ('new', 'spam')`),
    // Every spam decision says why; migration 0006 gave the leads filed before reasons existed `unknown`.
    check('leads_spam_reason_check', sql`${table.status} <> 'spam' or ${table.spamReason} is not null`),
    check('leads_notification_status_check', sql`${table.notificationStatus} in ('none', 'pending', 'sent', 'failed')`),
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
  },
  (table) => [
    index('lead_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('lead_outbox_lead_idx').on(table.leadId),
    check('lead_outbox_channel_check', sql`${table.channel} in ('email', 'webhook')`),
    check('lead_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
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

/** Small settings the server creates itself (e.g. the random IP hash salt). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type OutboxRow = typeof leadOutbox.$inferSelect;
