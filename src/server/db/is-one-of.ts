// A check that a column holds one of a vocabulary's words, for the schema's tables. No `server-only` import: drizzle-kit
// loads this file through the schema.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `"table"."column" in ('a', 'b')`: the column holds one of a vocabulary's words (src/lib/inbox/vocabulary.ts). The
 * words are our own constants, written as SQL literals: a check's SQL takes no parameters.
 */
export function isOneOf(column: AnyPgColumn, words: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(words.map((word) => `'${word.replaceAll("'", "''")}'`).join(', '))})`;
}
