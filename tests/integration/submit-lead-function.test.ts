// submit_lead() and stored_lead_outcome() read in one file, src/server/leads/submit-lead.sql, while the database gets
// them from the migrations. On a freshly migrated database (PGlite and PostgreSQL) each function, as PostgreSQL prints
// it (pg_get_functiondef: name, parameters, result, language, volatility and the body to the byte), is the same as
// when only the file's text made it: a migration that changes them without the file, or the file without a
// migration, fails here.
import { readFileSync } from 'node:fs';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testBackends } from './test-databases';

const FUNCTIONS_FILE = 'src/server/leads/submit-lead.sql';
const backends = await testBackends();

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The file's statements, apart where drizzle's migrator parts a migration's. */
function statementsOf(text: string): string[] {
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

/** The names of the functions a text creates, in order. */
function functionNamesOf(text: string): string[] {
  return [...text.matchAll(/^CREATE (?:OR REPLACE )?FUNCTION (\w+)\(/gm)].map((match) => match[1] ?? '').sort();
}

/** The functions of these names in the public schema, each as PostgreSQL prints it, with its signature. */
async function functionsNamed(db: Database | Transaction, names: string[]) {
  return db
    .select({ signature: sql<string>`p.oid::regprocedure::text`, definition: sql<string>`pg_get_functiondef(p.oid)` })
    .from(sql`pg_proc as p join pg_namespace as n on n.oid = p.pronamespace`)
    .where(
      sql`n.nspname = 'public' and p.proname in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})`,
    )
    .orderBy(sql`p.proname`, sql`p.oid::regprocedure::text`);
}

/** Each function's definition by its signature. */
async function definitionsNamed(db: Database | Transaction, names: string[]): Promise<Record<string, string>> {
  return Object.fromEntries((await functionsNamed(db, names)).map((row) => [row.signature, row.definition]));
}

/** The definitions when only `statements` make the functions: the migrations' dropped first, all in a transaction rolled back. */
async function definitionsFromText(db: Database, names: string[], statements: string[]): Promise<Record<string, string>> {
  let definitions: Record<string, string> = {};
  await db
    .transaction(async (tx) => {
      for (const { signature } of await functionsNamed(tx, names)) await tx.execute(sql.raw(`drop function ${signature}`));
      for (const statement of statements) await tx.execute(sql.raw(statement));
      definitions = await definitionsNamed(tx, names);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return definitions;
}

describe.each(backends)('submit_lead() on $name', (backend) => {
  it('is, after every migration, exactly the text of src/server/leads/submit-lead.sql', async () => {
    const text = readFileSync(FUNCTIONS_FILE, 'utf8');
    const names = functionNamesOf(text);
    expect(names).toEqual(['stored_lead_outcome', 'submit_lead']);
    const handle = await backend.open();
    try {
      const migrated = await definitionsNamed(handle.db, names);
      // One function of each name: an overload left behind by a migration would be a difference too.
      expect(Object.keys(migrated)).toHaveLength(names.length);
      const fromFile = await definitionsFromText(handle.db, names, statementsOf(text));
      expect(Object.keys(fromFile)).toHaveLength(names.length);
      expect(migrated).toEqual(fromFile);
      // The migrated database still has its own functions (the transaction was rolled back).
      expect(await definitionsNamed(handle.db, names)).toEqual(migrated);
    } finally {
      await handle.dispose();
    }
  });
});
