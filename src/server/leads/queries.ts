// Every query of the lead feature: storing a lead, the operator's export, the IP hash salt, the outbox the
// delivery worker drains (./delivery/outbox-worker.ts), the backlog it leaves, and retention. Functions take the
// database and plain values, and know nothing of requests or responses.
import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { LEAD_CHANNELS, type LeadSource, type LeadStatus, type OutboxChannel, type SpamReason } from '@/lib/inbox/vocabulary';
import type { LeadFields } from '@/lib/lead-schema';
import { purgeExpiredAuthRows } from '@/server/auth/sign-in-limit';
import { ensureAppSetting } from '@/server/db/app-settings';
import type { Database } from '@/server/db/client';
import { authUsers, leadEvents, leadOutbox, leads, rateLimitHits, type Lead } from '@/server/db/schema';
import type { ExportRecord } from './leads-csv';
import type { RateLimitSpec } from './rate-limit-spec';

// ---- Storing a lead (POST /api/contact) ----

export interface SubmitLeadInput {
  fields: LeadFields;
  locale: string;
  idempotencyKey: string;
  /** Salted hash of the client's IP: the rate-limit key and the stored `ip_hash`. */
  ipHash: string;
  userAgent: string | null;
  /** Why the lead is spam (src/server/contact/spam-rules.ts), or null for a lead the sales team is told about. */
  spamReason: SpamReason | null;
  /** The page's own post, or one the service worker saved offline and sent later; `page` when absent. */
  source?: LeadSource;
}

interface SubmitLeadOptions {
  rateLimit: RateLimitSpec;
  /** Channels that get an outbox row for a non-spam lead. */
  channels: ReadonlyArray<OutboxChannel>;
}

export type SubmitLeadResult =
  | { kind: 'created'; id: string; spamReason: SpamReason | null }
  | { kind: 'replayed'; id: string }
  /** The key was stored with other fields: nothing stored (422). */
  | { kind: 'conflict' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/** SHA-256 of the normalised fields, stored with the idempotency key: what a replay must match. */
function leadRequestHash(fields: LeadFields): string {
  return createHash('sha256').update(JSON.stringify([fields.name, fields.country, fields.mobile, fields.message])).digest('hex');
}

/**
 * Stores a lead with its outbox rows atomically, after the per-client rate limit.
 * A repeated idempotency key answers the first lead when the fields are the same, a conflict when they are not
 * (the unique constraint settles concurrent duplicates). The work is one statement, the SQL function
 * submit_lead() (its current text: ./submit-lead.sql).
 */
export async function submitLead(db: Database, input: SubmitLeadInput, options: SubmitLeadOptions): Promise<SubmitLeadResult> {
  const channels = input.spamReason ? [] : options.channels;
  const windowSeconds = options.rateLimit.windowMs / 1000;
  const { name, country, mobile, message } = input.fields;
  const [row] = await db
    .select({
      outcome: sql<'created' | 'replayed' | 'conflict' | 'rate-limited'>`outcome`,
      id: sql<string | null>`lead_id`,
      retryAfterSeconds: sql<number | null>`retry_after_seconds`,
    })
    .from(
      sql`submit_lead(${input.idempotencyKey}, ${leadRequestHash(input.fields)}, ${input.ipHash}, ${options.rateLimit.limit}::integer, ${windowSeconds}::double precision,
        ${input.locale}, ${name}, ${country}, ${mobile}, ${message}, ${input.userAgent}, ${input.spamReason},
        array[${sql.join(
          channels.map((channel) => sql`${channel}`),
          sql`, `,
        )}]::text[])`,
    );
  if (!row) throw new Error('submit_lead() returned no row');
  if (row.outcome === 'rate-limited') {
    const retryAfterSeconds = Math.min(Math.ceil(windowSeconds), Math.max(1, Number(row.retryAfterSeconds ?? 1)));
    return { kind: 'rate-limited', retryAfterSeconds };
  }
  if (row.outcome === 'conflict') return { kind: 'conflict' };
  if (!row.id) throw new Error(`submit_lead() answered ${row.outcome} without a lead id`);
  // submit_lead() stores the column's default, `page`; a replayed post keeps the source of its first arrival.
  if (row.outcome === 'created' && input.source && input.source !== 'page') {
    await db.update(leads).set({ source: input.source }).where(eq(leads.id, row.id));
  }
  return row.outcome === 'created' ? { kind: 'created', id: row.id, spamReason: input.spamReason } : { kind: 'replayed', id: row.id };
}

const IP_HASH_SALT_KEY = 'ip_hash_salt';

/** The stored IP hash salt; `candidate` is stored first when there is none yet (the first instance to start wins). */
export function ensureIpHashSalt(db: Database, candidate: string): Promise<string> {
  return ensureAppSetting(db, IP_HASH_SALT_KEY, candidate);
}

// ---- The operator's export (GET /api/leads, npm run leads:export) ----

/** Which leads an export lists: `new` (the default: what the sales team follows up), `spam` or `all`. */
const EXPORT_STATUSES = ['new', 'spam', 'all'] as const satisfies ReadonlyArray<LeadStatus | 'all'>;
type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** The export status a query string or flag names (`new` when absent), or undefined when it names none. */
export function toExportStatus(value: string | null | undefined): ExportStatus | undefined {
  if (value === null || value === undefined) return 'new';
  return EXPORT_STATUSES.find((status) => status === value);
}

interface ListLeadsOptions {
  since?: Date;
  status?: ExportStatus;
}

/**
 * A column of `leads` named with its table, for a subquery that refers to the row it is in: in a query of one table,
 * drizzle names columns alone, which inside the subquery would mean the subquery's own table's.
 */
const outerLeads = (column: typeof leads.id | typeof leads.assignedTo) => sql`${leads}.${sql.identifier(column.name)}`;

/**
 * The columns an export reads (./leads-csv.ts), for `select` from `leads` (the assignee's name and the last note are
 * subqueries, so no join is needed); `toExportRecord` makes a row a record. The same for the operator's export and the
 * inbox's.
 */
export const exportColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  locale: leads.locale,
  name: leads.name,
  country: leads.country,
  mobile: leads.mobile,
  message: leads.message,
  status: leads.status,
  spamReason: leads.spamReason,
  assignee: sql<string | null>`(select ${authUsers.name} from ${authUsers} where ${authUsers.id} = ${outerLeads(leads.assignedTo)})`,
  // The newest note anyone wrote in the lead's history (a status change's, today); erasure removes them all.
  lastNote: sql<string | null>`(
    select ${leadEvents.detail} ->> 'note' from ${leadEvents}
    where ${leadEvents.leadId} = ${outerLeads(leads.id)} and ${leadEvents.detail} ->> 'note' is not null
    order by ${leadEvents.createdAt} desc, ${leadEvents.id} desc limit 1)`,
};

type ExportRow = { createdAt: Date; spamReason: SpamReason | null; assignee: string | null; lastNote: string | null } & Omit<
  ExportRecord,
  'created_at' | 'spam_reason' | 'assignee' | 'last_note'
>;

/** An export row as the CSV and JSON exports write it. */
export function toExportRecord({ createdAt, spamReason, assignee, lastNote, ...row }: ExportRow): ExportRecord {
  return { ...row, created_at: createdAt.toISOString(), spam_reason: spamReason ?? '', assignee: assignee ?? '', last_note: lastNote ?? '' };
}

/** Leads for the operator export, oldest first: of one status (default `new`) or all, optionally from `since` on. */
export async function listLeads(db: Database, options: ListLeadsOptions = {}): Promise<ExportRecord[]> {
  const status = options.status ?? 'new';
  const rows = await db
    .select(exportColumns)
    .from(leads)
    .where(
      and(
        options.since ? gte(leads.createdAt, options.since) : undefined,
        status === 'all' ? undefined : eq(leads.status, status satisfies LeadStatus),
      ),
    )
    .orderBy(asc(leads.createdAt), asc(leads.id));
  return rows.map(toExportRecord);
}

// ---- The outbox, as the delivery worker drains it ----

/** An outbox row claimed for one delivery attempt; `attempts` counts this one. */
export interface ClaimedOutboxRow {
  id: string;
  leadId: string;
  channel: OutboxChannel;
  attempts: number;
  /** The routing step an `assigned` or `unanswered` row rings for. */
  step: number | null;
}

/**
 * Claims up to `batchSize` due rows (SKIP LOCKED) of `channels` (all when absent) and counts the attempt. The lease (next_attempt_at in the future)
 * hides a claimed row from every instance until it is settled; if the process dies mid-delivery, the row comes
 * back when the lease ends.
 */
export async function claimDueOutboxRows(
  db: Database,
  options: { batchSize: number; leaseMs: number; channels?: ReadonlyArray<OutboxChannel> },
): Promise<ClaimedOutboxRow[]> {
  const due = db
    .select({ id: leadOutbox.id })
    .from(leadOutbox)
    .where(
      and(
        eq(leadOutbox.status, 'pending'),
        lte(leadOutbox.nextAttemptAt, sql`now()`),
        options.channels ? inArray(leadOutbox.channel, [...options.channels]) : undefined,
      ),
    )
    .orderBy(asc(leadOutbox.nextAttemptAt))
    .limit(options.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(leadOutbox)
    .set({
      attempts: sql`${leadOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${options.leaseMs / 1000})`,
    })
    .where(and(inArray(leadOutbox.id, due), eq(leadOutbox.status, 'pending')))
    .returning({ id: leadOutbox.id, leadId: leadOutbox.leadId, channel: leadOutbox.channel, attempts: leadOutbox.attempts, step: leadOutbox.step });
}

/** The lead behind an outbox row; undefined when retention deleted it meanwhile (its rows went with it). */
export async function findLead(db: Database, id: string): Promise<Lead | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  return lead;
}

/** Settles a delivered row; the lead becomes `sent` once all the rows it got when stored are. */
export async function markOutboxRowSent(db: Database, row: { id: string; leadId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the lead first: two instances settling its two channels at once would each still see the other's row
    // unsent (neither committed yet) and leave the lead `pending` for good. Locked, the second waits and sees both.
    await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, row.leadId)).for('update');
    await tx.update(leadOutbox).set({ status: 'sent', lastError: null }).where(eq(leadOutbox.id, row.id));
    // The rows the lead got when stored: a re-alert waiting for its time is a follow-up, not the lead's notification.
    const unsent = tx
      .select({ id: leadOutbox.id })
      .from(leadOutbox)
      .where(and(eq(leadOutbox.leadId, row.leadId), ne(leadOutbox.status, 'sent'), inArray(leadOutbox.channel, [...LEAD_CHANNELS])));
    await tx
      .update(leads)
      .set({ notificationStatus: 'sent', notifiedAt: sql`now()` })
      .where(and(eq(leads.id, row.leadId), eq(leads.notificationStatus, 'pending'), sql`not exists (${unsent})`));
  });
}

/** Gives a row up after its last attempt: it and its lead become `failed` (counted by /api/metrics). */
export async function markOutboxRowFailed(db: Database, row: { id: string; leadId: string }, lastError: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(leadOutbox).set({ status: 'failed', lastError }).where(eq(leadOutbox.id, row.id));
    await tx.update(leads).set({ notificationStatus: 'failed' }).where(eq(leads.id, row.leadId));
  });
}

/** Records a failed attempt and makes the row due again after `delayMs`. */
export async function scheduleOutboxRetry(db: Database, rowId: string, lastError: string, delayMs: number): Promise<void> {
  await db
    .update(leadOutbox)
    .set({ lastError, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
    .where(eq(leadOutbox.id, rowId));
}

/** Hands claimed but unattempted rows straight back (shutdown), instead of waiting for the lease. */
export async function releaseOutboxClaims(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(leadOutbox)
    .set({ attempts: sql`${leadOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(and(inArray(leadOutbox.id, ids), eq(leadOutbox.status, 'pending')));
}

// ---- The backlog (GET /api/metrics, POST /api/outbox/retry, npm run leads:retry) ----

/** A due row nobody delivered for this long means no worker is draining the outbox. */
const STUCK_AFTER_SECONDS = 300;

export interface OutboxBacklog {
  /** Waiting for delivery (first try or a retry); a re-alert not due yet is not waiting. */
  pending: number;
  /** Pending after at least one failed attempt. */
  retrying: number;
  /** Pending and due for longer than STUCK_AFTER_SECONDS. */
  stuck: number;
  /** Gave up after the last retry: the sales team has not been told; `npm run leads:retry` sends them again. */
  failed: number;
}

/** Counts the outbox rows that are not delivered, for /api/metrics. */
export async function countOutboxBacklog(db: Database): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${leadOutbox.status} = 'pending'
        and not (${leadOutbox.attempts} = 0 and ${leadOutbox.nextAttemptAt} > now()))::int`,
      retrying: sql<number>`count(*) filter (where ${leadOutbox.status} = 'pending' and ${leadOutbox.attempts} > 0)::int`,
      stuck: sql<number>`count(*) filter (where ${leadOutbox.status} = 'pending'
        and ${leadOutbox.nextAttemptAt} < now() - make_interval(secs => ${STUCK_AFTER_SECONDS}))::int`,
      failed: sql<number>`count(*) filter (where ${leadOutbox.status} = 'failed')::int`,
    })
    .from(leadOutbox)
    .where(inArray(leadOutbox.status, ['pending', 'failed']));
  return { pending: row?.pending ?? 0, retrying: row?.retrying ?? 0, stuck: row?.stuck ?? 0, failed: row?.failed ?? 0 };
}

/** Puts every failed outbox row back in the queue with a fresh retry budget; returns how many. */
export async function requeueFailedNotifications(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const requeued = await tx
      .update(leadOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
      .where(eq(leadOutbox.status, 'failed'))
      .returning({ leadId: leadOutbox.leadId });
    if (requeued.length > 0) {
      const leadIds = [...new Set(requeued.map((row) => row.leadId))];
      await tx
        .update(leads)
        .set({ notificationStatus: 'pending' })
        .where(and(inArray(leads.id, leadIds), eq(leads.notificationStatus, 'failed')));
    }
    return requeued.length;
  });
}

// ---- Retention (run by the delivery worker, hourly) ----

/**
 * Deletes leads older than the retention period (their outbox rows and events cascade), stale rate-limit rows, and the
 * inbox's expired sessions, one-time tokens and old sign-in failures.
 */
export async function purgeExpired(
  db: Database,
  options: { retentionDays: number; rateLimitWindowMs: number },
): Promise<{ leads: number }> {
  const deleted = await db
    .delete(leads)
    .where(lt(leads.createdAt, sql`now() - make_interval(days => ${options.retentionDays})`))
    .returning({ id: leads.id });
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.createdAt, sql`now() - make_interval(secs => ${options.rateLimitWindowMs / 1000})`));
  await purgeExpiredAuthRows(db);
  return { leads: deleted.length };
}
