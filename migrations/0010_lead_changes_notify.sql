-- Custom migration (drizzle-kit generate --custom): every open inbox hears of a lead stored or moved to another
-- folder within a moment, on every instance sharing the database (src/server/inbox/lead-changes.ts LISTENs on
-- `lead_changes`; PGlite has LISTEN/NOTIFY too). The payload is the lead's id only: no personal data travels.
-- A notification is sent when the transaction commits, so a listener never hears of a lead it cannot read yet.
CREATE FUNCTION notify_lead_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lead_changes', NEW.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER leads_notify_change AFTER INSERT OR UPDATE OF status ON leads
FOR EACH ROW EXECUTE FUNCTION notify_lead_change();
