-- Custom migration (drizzle-kit generate --custom): number the rate-limit rows written before `seq` existed,
-- and (once) submit_lead(), which submitLead() in src/server/leads/store-lead.ts calls once per contact post.
UPDATE "rate_limit_hits" AS h SET "seq" = numbered.n
FROM (SELECT "id", row_number() OVER (PARTITION BY "client_key" ORDER BY "created_at", "id") AS n FROM "rate_limit_hits") AS numbered
WHERE h."id" = numbered."id";
-- Its submit_lead() text is gone from this file: a later migration replaced it (the newest migration that creates
-- submit_lead() holds the text every database ends with), and migrations run in one go when the server starts, so no
-- database that runs this file now ever calls that text. A database that ran it before keeps what it ran; the
-- text is in git's history.
