-- submit_lead(): a contact post's rate limit, idempotency, lead and outbox rows in one statement, which submitLead()
-- (./queries.ts) calls once per post; and stored_lead_outcome(), its answer to a key already stored.
--
-- This file is their current text, to read in one place. The database gets them from the migrations (0015 makes
-- submit_lead(), 0004 stored_lead_outcome(); 0002, 0004 and 0006 held earlier texts of submit_lead(), left out of them
-- since no database running them now calls those: see git's history), and
-- tests/integration/submit-lead-function.test.ts proves that the migrations make exactly the functions written here.
-- To change them: edit this file, run `npx drizzle-kit generate --custom --name <what-changes>`, and give the empty
-- migration it writes the new text (each statement apart, after drizzle's breakpoint line, as here; when the
-- parameters or the result change, first a DROP FUNCTION of the old signature). The test fails until the two agree.
-- Comments between $$ and $$ are part of a function's text: changing one is changing the function.
--
-- Why one statement: one round trip instead of nine, which is most of a submission's cost on PGlite (every statement
-- crosses into WebAssembly) and on PostgreSQL. The statement is atomic on its own (an error rolls every insert back).
-- Inside a plpgsql function each statement sees what other transactions committed before it started, so the checks
-- after the lock see whatever a competing request committed while this one waited.

-- The answer to a key already stored: 'replayed' with its lead for the same fields (or a lead stored before
-- hashes existed), 'conflict' without it for other fields; no row when the key is new.
CREATE OR REPLACE FUNCTION stored_lead_outcome(p_idempotency_key text, p_request_hash text)
RETURNS TABLE (outcome text, lead_id uuid)
LANGUAGE sql STABLE AS $$
  SELECT
    CASE WHEN l.request_hash <> p_request_hash THEN 'conflict' ELSE 'replayed' END,
    CASE WHEN l.request_hash <> p_request_hash THEN NULL ELSE l.id END
  FROM leads AS l WHERE l.idempotency_key = p_idempotency_key
$$;
--> statement-breakpoint
-- submit_lead(), step by step (0002's first text said this in its body; the texts since carry fewer comments):
-- 1. A stored key answers at once (stored_lead_outcome) and does not count against the limit.
-- 2. pg_advisory_xact_lock serialises the check and the insert per client (the hashed address) across connections
--    and instances, until commit. A duplicate from the same client may have committed while this one waited: the key
--    is looked up again.
-- 3. clock_timestamp(), not now(): now() is when the statement began, possibly before it got the lock.
-- 4. A client's rate_limit_hits rows are numbered without gaps in time order (seq), so the hits inside the window are
--    last seq - first seq in the window + 1: two index probes, however many hits the window holds.
-- 5. At the limit, the client is admitted again once the limit-th newest hit leaves the window (the oldest one,
--    unless the limit was lowered): retry_after_seconds.
-- 6. The new hit is stamped strictly after the client's previous one even if the clock stepped back, so time order
--    and seq agree.
-- 7. The lead is `spam` with a reason, `new` without one; its notification `pending` when it has channels, `none`
--    otherwise. Should another client's request with the same key have committed first, this hit is taken back and
--    the stored key answers.
-- 8. An outbox row per channel; `push` only while some device has notifications on (push_subscriptions): a lead
--    stored while none has needs no push.
CREATE OR REPLACE FUNCTION submit_lead(
  p_idempotency_key text,
  p_request_hash text,
  p_ip_hash text,
  p_rate_limit integer,
  p_window_seconds double precision,
  p_locale text,
  p_name text,
  p_country text,
  p_mobile text,
  p_message text,
  p_user_agent text,
  p_spam_reason text,
  p_channels text[]
) RETURNS TABLE (outcome text, lead_id uuid, retry_after_seconds integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_id uuid;
  v_hit_id bigint;
  v_window interval := make_interval(secs => p_window_seconds);
  v_now timestamptz;
  v_cutoff timestamptz;
  v_last_seq bigint;
  v_last_at timestamptz;
  v_first_seq bigint;
  v_hits bigint := 0;
  v_free_at timestamptz;
  v_channels text[];
BEGIN
  -- A stored key answers at once (stored_lead_outcome) and does not count against the limit.
  RETURN QUERY SELECT s.outcome, s.lead_id, NULL::integer FROM stored_lead_outcome(p_idempotency_key, p_request_hash) AS s;
  IF FOUND THEN
    RETURN;
  END IF;

  PERFORM pg_advisory_xact_lock(hashtext('rate:' || p_ip_hash));
  RETURN QUERY SELECT s.outcome, s.lead_id, NULL::integer FROM stored_lead_outcome(p_idempotency_key, p_request_hash) AS s;
  IF FOUND THEN
    RETURN;
  END IF;

  v_now := clock_timestamp();
  v_cutoff := v_now - v_window;
  SELECT h.seq, h.created_at INTO v_last_seq, v_last_at
  FROM rate_limit_hits AS h WHERE h.client_key = p_ip_hash
  ORDER BY h.created_at DESC, h.seq DESC LIMIT 1;
  SELECT h.seq INTO v_first_seq
  FROM rate_limit_hits AS h WHERE h.client_key = p_ip_hash AND h.created_at > v_cutoff
  ORDER BY h.created_at, h.seq LIMIT 1;
  IF v_first_seq IS NOT NULL THEN
    v_hits := v_last_seq - v_first_seq + 1;
  END IF;
  IF v_hits >= p_rate_limit THEN
    SELECT h.created_at + v_window INTO v_free_at
    FROM rate_limit_hits AS h WHERE h.client_key = p_ip_hash AND h.created_at > v_cutoff
    ORDER BY h.created_at, h.seq OFFSET v_hits - p_rate_limit LIMIT 1;
    RETURN QUERY SELECT 'rate-limited'::text, NULL::uuid, ceil(extract(epoch FROM v_free_at - v_now))::integer;
    RETURN;
  END IF;
  INSERT INTO rate_limit_hits (client_key, seq, created_at)
  VALUES (p_ip_hash, coalesce(v_last_seq, 0) + 1, greatest(v_now, v_last_at + interval '1 microsecond'))
  RETURNING id INTO v_hit_id;

  v_channels := ARRAY(
    SELECT c.channel FROM unnest(p_channels) AS c(channel)
    WHERE c.channel <> 'push' OR EXISTS (SELECT 1 FROM push_subscriptions)
  );
  INSERT INTO leads (locale, name, country, mobile, message, ip_hash, user_agent, status, spam_reason, idempotency_key, request_hash, notification_status)
  VALUES (
    p_locale, p_name, p_country, p_mobile, p_message, p_ip_hash, p_user_agent,
    CASE WHEN p_spam_reason IS NULL THEN 'new' ELSE 'spam' END,
    p_spam_reason,
    p_idempotency_key,
    p_request_hash,
    CASE WHEN cardinality(v_channels) > 0 THEN 'pending' ELSE 'none' END
  )
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    -- A concurrent duplicate (another client's request with the same key) committed first. Its hit is taken
    -- back: a replay does not count against the limit, and a conflict stores nothing.
    DELETE FROM rate_limit_hits AS h WHERE h.id = v_hit_id;
    RETURN QUERY SELECT s.outcome, s.lead_id, NULL::integer FROM stored_lead_outcome(p_idempotency_key, p_request_hash) AS s;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'Idempotency conflict without a stored lead';
    END IF;
    RETURN;
  END IF;
  INSERT INTO lead_outbox (lead_id, channel) SELECT v_id, c.channel FROM unnest(v_channels) AS c(channel);
  RETURN QUERY SELECT 'created'::text, v_id, NULL::integer;
END
$$;
