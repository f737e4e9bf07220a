-- Custom migration (drizzle-kit generate --custom): submit_lead() stores the request hash with the key, and a key
-- replayed with another hash answers 'conflict' (422, storing nothing) instead of the first lead. The rest is
-- 0002's function unchanged.
DROP FUNCTION IF EXISTS submit_lead(text, text, integer, double precision, text, text, text, text, text, text, boolean, text[]);
--> statement-breakpoint
-- The answer to a key already stored: 'replayed' with its lead for the same fields (or a lead stored before
-- hashes existed), 'conflict' without it for other fields; no row when the key is new.
CREATE FUNCTION stored_lead_outcome(p_idempotency_key text, p_request_hash text)
RETURNS TABLE (outcome text, lead_id uuid)
LANGUAGE sql STABLE AS $$
  SELECT
    CASE WHEN l.request_hash <> p_request_hash THEN 'conflict' ELSE 'replayed' END,
    CASE WHEN l.request_hash <> p_request_hash THEN NULL ELSE l.id END
  FROM leads AS l WHERE l.idempotency_key = p_idempotency_key
$$;
-- Its submit_lead() text is gone from this file: a later migration replaced it (the newest migration that creates
-- submit_lead() holds the text every database ends with), and migrations run in one go when the server starts, so no
-- database that runs this file now ever calls that text. A database that ran it before keeps what it ran; the
-- text is in git's history.
