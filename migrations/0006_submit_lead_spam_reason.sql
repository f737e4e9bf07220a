-- Custom migration (drizzle-kit generate --custom): every spam decision keeps its reason. Leads filed as spam
-- before reasons were stored keep their status with the reason 'unknown'. submit_lead() takes the reason
-- (NULL: not spam) instead of a flag and stores it; the rest is 0004's function unchanged.
UPDATE leads SET spam_reason = 'unknown' WHERE status = 'spam' AND spam_reason IS NULL;
--> statement-breakpoint
DROP FUNCTION IF EXISTS submit_lead(text, text, text, integer, double precision, text, text, text, text, text, text, boolean, text[]);
-- Its submit_lead() text is gone from this file: a later migration replaced it (the newest migration that creates
-- submit_lead() holds the text every database ends with), and migrations run in one go when the server starts, so no
-- database that runs this file now ever calls that text. A database that ran it before keeps what it ran; the
-- text is in git's history.
