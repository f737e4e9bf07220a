// Storing a lead (POST /api/contact): one statement, the SQL function submit_lead(), with the per-client rate limit,
// the idempotency key and the outbox rows. Takes the database and plain values, and knows nothing of requests.
//
// Why one statement: one round trip instead of nine, which is most of a submission's cost on PGlite (every statement
// crosses into WebAssembly) and on PostgreSQL. The statement is atomic on its own (an error rolls every insert back).
// Inside a plpgsql function each statement sees what other transactions committed before it started, so the checks
// after the lock see whatever a competing request committed while this one waited.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LeadSource, OutboxChannel, SpamReason } from '@/lib/inbox/vocabulary';
import type { LeadFields } from '@/lib/lead-schema';
import type { Database } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import type { RateLimitSpec } from '@/server/settings/rate-limit-spec';

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
  return createHash('sha256')
    .update(JSON.stringify([fields.name, fields.country, fields.mobile, fields.message]))
    .digest('hex');
}

/**
 * Stores a lead with its outbox rows atomically, after the per-client rate limit.
 * A repeated idempotency key answers the first lead when the fields are the same, a conflict when they are not
 * (the unique constraint settles concurrent duplicates). The work is one statement, the SQL function submit_lead(),
 * whose text is the newest migration that creates it (tests/integration/submit-lead-function.test.ts names it and
 * fails when the database runs anything else). Step by step:
 * 1. A stored key answers at once (stored_lead_outcome(): 'replayed' with its lead for the same fields, or a lead
 *    stored before hashes existed; 'conflict' without it for other fields) and does not count against the limit.
 * 2. pg_advisory_xact_lock serialises the check and the insert per client (the hashed address) across connections
 *    and instances, to the end of the transaction. A duplicate from the same client may have been stored while this
 *    one waited: the key is looked up again.
 * 3. clock_timestamp(), not now(): now() is when the statement began, possibly before it got the lock.
 * 4. A client's rate_limit_hits rows are numbered without gaps in time order (seq), so the hits inside the window are
 *    last seq - first seq in the window + 1: two index probes, however many hits the window holds.
 * 5. At the limit, the client is admitted again once the limit-th newest hit leaves the window (the oldest one,
 *    unless the limit was lowered): retry_after_seconds.
 * 6. The new hit is stamped strictly after the client's previous one even if the clock stepped back, so time order
 *    and seq agree.
 * 7. The lead is `spam` with a reason, `new` without one; its notification `pending` when it has channels, `none`
 *    otherwise. Should another client's request with the same key have committed first, this hit is taken back and
 *    the stored key answers.
 * 8. An outbox row per channel; `push` only while some device has notifications on (push_subscriptions): a lead
 *    stored while none has needs no push.
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
