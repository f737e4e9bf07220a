import 'server-only';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { LeadFields } from '@/lib/lead-schema';
import type { Database } from '@/server/db/client';
import { leadOutbox, leads, rateLimitHits, type OutboxChannel } from '@/server/db/schema';
import type { RateLimitSpec } from './rate-limit-spec';

export interface SubmitLeadInput {
  fields: LeadFields;
  locale: string;
  idempotencyKey: string;
  /** Salted hash of the client's IP: the rate-limit key and the stored `ip_hash`. */
  ipHash: string;
  userAgent: string | null;
  isSpam: boolean;
}

export interface SubmitLeadOptions {
  rateLimit: RateLimitSpec;
  /** Channels that get an outbox row for a non-spam lead. */
  channels: ReadonlyArray<OutboxChannel>;
}

export type SubmitLeadResult =
  | { kind: 'created'; id: string; isSpam: boolean }
  | { kind: 'replayed'; id: string }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

async function findByIdempotencyKey(db: Pick<Database, 'select'>, key: string): Promise<string | undefined> {
  const rows = await db.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, key)).limit(1);
  return rows[0]?.id;
}

/**
 * Stores a lead with its outbox rows in one transaction, after the per-client rate limit.
 * A repeated idempotency key answers the first lead (the unique constraint settles concurrent duplicates).
 */
export async function submitLead(db: Database, input: SubmitLeadInput, options: SubmitLeadOptions): Promise<SubmitLeadResult> {
  return db.transaction(async (tx) => {
    const existing = await findByIdempotencyKey(tx, input.idempotencyKey);
    if (existing) return { kind: 'replayed', id: existing };

    // Serialises check + insert per client across connections and instances; released at commit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate:${input.ipHash}`}))`);
    // A duplicate from the same client may have committed while we waited: answer it, uncounted.
    const committedMeanwhile = await findByIdempotencyKey(tx, input.idempotencyKey);
    if (committedMeanwhile) return { kind: 'replayed', id: committedMeanwhile };
    // clock_timestamp(), not now(): now() is when this transaction began, possibly before it got the lock.
    const windowSeconds = options.rateLimit.windowMs / 1000;
    const windowStart = sql`clock_timestamp() - make_interval(secs => ${windowSeconds})`;
    const [usage] = await tx
      .select({
        hits: count(),
        retryAfter: sql<string | null>`ceil(extract(epoch from (min(${rateLimitHits.createdAt}) + make_interval(secs => ${windowSeconds}) - clock_timestamp())))`,
      })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.clientKey, input.ipHash), gt(rateLimitHits.createdAt, windowStart)));
    if (usage && usage.hits >= options.rateLimit.limit) {
      const retryAfterSeconds = Math.min(Math.ceil(windowSeconds), Math.max(1, Number(usage.retryAfter ?? 1)));
      return { kind: 'rate-limited', retryAfterSeconds };
    }
    await tx.insert(rateLimitHits).values({ clientKey: input.ipHash, createdAt: sql`clock_timestamp()` });

    const channels = input.isSpam ? [] : options.channels;
    const inserted = await tx
      .insert(leads)
      .values({
        ...input.fields,
        locale: input.locale,
        ipHash: input.ipHash,
        userAgent: input.userAgent,
        status: input.isSpam ? 'spam' : 'new',
        idempotencyKey: input.idempotencyKey,
        notificationStatus: channels.length > 0 ? 'pending' : 'none',
      })
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({ id: leads.id });
    const id = inserted[0]?.id;
    if (!id) {
      // A concurrent duplicate committed first; this statement sees it (read committed).
      const first = await findByIdempotencyKey(tx, input.idempotencyKey);
      if (!first) throw new Error('Idempotency conflict without a stored lead');
      return { kind: 'replayed', id: first };
    }
    if (channels.length > 0) {
      await tx.insert(leadOutbox).values(channels.map((channel) => ({ leadId: id, channel })));
    }
    return { kind: 'created', id, isSpam: input.isSpam };
  });
}
