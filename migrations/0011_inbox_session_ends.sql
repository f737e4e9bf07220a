-- Custom migration (drizzle-kit generate --custom): a session that ends (signing out, signing out everywhere, a
-- disabled person's sessions deleted, the purge of expired ones) is announced to every instance sharing the database,
-- so the live streams opened with it close at once (src/server/inbox/lead-changes.ts LISTENs on `inbox_session_ends`).
-- The payload is the session's id (not its token): nothing that signs anyone in travels.
CREATE FUNCTION notify_inbox_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('inbox_session_ends', OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_notify_end AFTER DELETE ON auth_sessions
FOR EACH ROW EXECUTE FUNCTION notify_inbox_session_end();
