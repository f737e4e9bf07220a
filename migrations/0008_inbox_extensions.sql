-- Custom migration (drizzle-kit generate --custom): what the inbox needs that a schema file cannot say.
-- pg_trgm: the trigram index of the inbox's search (name, mobile and message; migration 0009 creates it). PostgreSQL
-- ships it in contrib as a trusted extension (the database's owner may create it); PGlite loads it as an extension
-- (src/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
