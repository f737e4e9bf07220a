-- Custom migration (drizzle-kit generate --custom): submit_lead() writes a lead's `push` outbox row only while some
-- device has notifications on (push_subscriptions, migration 0014), so a lead stored while none has gets no push and
-- its notification is `none` when push was its only channel. The rest is 0006's function unchanged; its steps are
-- explained at submitLead() in src/server/leads/store-lead.ts.
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
