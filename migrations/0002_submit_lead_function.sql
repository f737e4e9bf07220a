-- Custom migration (drizzle-kit generate --custom): number the rate-limit rows written before `seq` existed,
-- and submit_lead(), which src/server/leads/submit-lead.ts calls once per contact post.
UPDATE "rate_limit_hits" AS h SET "seq" = numbered.n
FROM (SELECT "id", row_number() OVER (PARTITION BY "client_key" ORDER BY "created_at", "id") AS n FROM "rate_limit_hits") AS numbered
WHERE h."id" = numbered."id";
--> statement-breakpoint
-- Rate limit, idempotency, lead and outbox rows in one statement: one round trip instead of nine, which
-- is most of a submission's cost on PGlite (every statement crosses into WebAssembly) and on PostgreSQL.
-- The statement is atomic on its own (an error rolls every insert back). Inside a plpgsql function each
-- statement sees what other transactions committed before it started, so the checks after the lock see
-- whatever a competing request committed while this one waited.
CREATE FUNCTION submit_lead(
  p_idempotency_key text,
  p_ip_hash text,
  p_rate_limit integer,
  p_window_seconds double precision,
  p_locale text,
  p_name text,
  p_country text,
  p_mobile text,
  p_message text,
  p_user_agent text,
  p_is_spam boolean,
  p_channels text[]
) RETURNS TABLE (outcome text, lead_id uuid, retry_after_seconds integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_id uuid;
  v_window interval := make_interval(secs => p_window_seconds);
  v_now timestamptz;
  v_cutoff timestamptz;
  v_last_seq bigint;
  v_last_at timestamptz;
  v_first_seq bigint;
  v_hits bigint := 0;
  v_free_at timestamptz;
BEGIN
  -- A replay answers the first lead and does not count against the limit.
  SELECT l.id INTO v_id FROM leads AS l WHERE l.idempotency_key = p_idempotency_key;
  IF FOUND THEN
    RETURN QUERY SELECT 'replayed'::text, v_id, NULL::integer;
    RETURN;
  END IF;

  -- Serialises check + insert per client across connections and instances; released at commit.
  PERFORM pg_advisory_xact_lock(hashtext('rate:' || p_ip_hash));
  -- A duplicate from the same client may have committed while we waited: answer it, uncounted.
  SELECT l.id INTO v_id FROM leads AS l WHERE l.idempotency_key = p_idempotency_key;
  IF FOUND THEN
    RETURN QUERY SELECT 'replayed'::text, v_id, NULL::integer;
    RETURN;
  END IF;

  -- clock_timestamp(), not now(): now() is when this statement began, possibly before it got the lock.
  v_now := clock_timestamp();
  v_cutoff := v_now - v_window;
  -- The client's rows are numbered without gaps in time order (seq), so the hits inside the window are
  -- last seq - first seq in the window + 1: two index probes, however many hits the window holds.
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
    -- Admitted again once the limit-th newest hit leaves the window (the oldest one, unless the limit was lowered).
    SELECT h.created_at + v_window INTO v_free_at
    FROM rate_limit_hits AS h WHERE h.client_key = p_ip_hash AND h.created_at > v_cutoff
    ORDER BY h.created_at, h.seq OFFSET v_hits - p_rate_limit LIMIT 1;
    RETURN QUERY SELECT 'rate-limited'::text, NULL::uuid, ceil(extract(epoch FROM v_free_at - v_now))::integer;
    RETURN;
  END IF;
  -- Strictly after the client's previous hit even if the clock stepped back, so time order and seq agree.
  INSERT INTO rate_limit_hits (client_key, seq, created_at)
  VALUES (p_ip_hash, coalesce(v_last_seq, 0) + 1, greatest(v_now, v_last_at + interval '1 microsecond'));

  INSERT INTO leads (locale, name, country, mobile, message, ip_hash, user_agent, status, idempotency_key, notification_status)
  VALUES (
    p_locale, p_name, p_country, p_mobile, p_message, p_ip_hash, p_user_agent,
    CASE WHEN p_is_spam THEN 'spam' ELSE 'new' END,
    p_idempotency_key,
    CASE WHEN cardinality(p_channels) > 0 THEN 'pending' ELSE 'none' END
  )
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    -- A concurrent duplicate (another client's request with the same key) committed first.
    SELECT l.id INTO v_id FROM leads AS l WHERE l.idempotency_key = p_idempotency_key;
    IF v_id IS NULL THEN
      RAISE EXCEPTION 'Idempotency conflict without a stored lead';
    END IF;
    RETURN QUERY SELECT 'replayed'::text, v_id, NULL::integer;
    RETURN;
  END IF;
  INSERT INTO lead_outbox (lead_id, channel) SELECT v_id, c.channel FROM unnest(p_channels) AS c(channel);
  RETURN QUERY SELECT 'created'::text, v_id, NULL::integer;
END
$$;
