// The migrations are the one text of submit_lead() and stored_lead_outcome(): the newest migration (in the journal's
// order) that creates a function holds what every database runs, and this test names it. On a freshly migrated
// database (PGlite and PostgreSQL) each function, as PostgreSQL prints it (pg_get_functiondef: name, parameters,
// result, language, volatility, settings and the body to the byte), is the same as when only that CREATE statement
// made it. A later migration that changes a function some other way (ALTER FUNCTION, a DO block, a DROP without a new
// CREATE) fails here, so reading the newest CREATE never misleads.
import { readFileSync } from 'node:fs';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { openForSuite, testBackends } from './test-databases';

const FUNCTION_NAMES = ['stored_lead_outcome', 'submit_lead'];
const backends = await testBackends();

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface FunctionSource {
  name: string;
  /** The migration file whose statement made the function last. */
  migration: string;
  /** That CREATE statement, from CREATE to the end of its dollar-quoted body. */
  statement: string;
}

const CREATE_FUNCTION = /^CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+(?:public\.)?"?(\w+)"?\s*\(/gim;

/** The CREATE FUNCTION statements of one migration's text, each up to the `$tag$` that closes its body. */
function createStatementsOf(text: string): Array<{ name: string; statement: string }> {
  return [...text.matchAll(CREATE_FUNCTION)].map((match) => {
    const start = match.index;
    const opening = /\$\w*\$/.exec(text.slice(start));
    if (!opening) throw new Error(`CREATE FUNCTION ${match[1]} without a dollar-quoted body`);
    const bodyStart = start + opening.index + opening[0].length;
    const bodyEnd = text.indexOf(opening[0], bodyStart);
    if (bodyEnd < 0) throw new Error(`CREATE FUNCTION ${match[1]}: its body's ${opening[0]} is never closed`);
    return { name: match[1] ?? '', statement: text.slice(start, bodyEnd + opening[0].length) };
  });
}

/** For each function, the newest statement that creates it, reading the migrations in the journal's order. */
function newestFunctionSources(): FunctionSource[] {
  const journal = JSON.parse(readFileSync('migrations/meta/_journal.json', 'utf8')) as { entries: Array<{ tag: string }> };
  const newest = new Map<string, FunctionSource>();
  for (const { tag } of journal.entries) {
    const migration = `migrations/${tag}.sql`;
    for (const { name, statement } of createStatementsOf(readFileSync(migration, 'utf8'))) {
      if (FUNCTION_NAMES.includes(name)) newest.set(name, { name, migration, statement });
    }
  }
  return FUNCTION_NAMES.map((name) => {
    const source = newest.get(name);
    if (!source) throw new Error(`no migration creates ${name}()`);
    return source;
  });
}

/** The functions of this name in the public schema, each as PostgreSQL prints it, by its signature. */
async function definitionsNamed(db: Database | Transaction, name: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ signature: sql<string>`p.oid::regprocedure::text`, definition: sql<string>`pg_get_functiondef(p.oid)` })
    .from(sql`pg_proc as p join pg_namespace as n on n.oid = p.pronamespace`)
    .where(sql`n.nspname = 'public' and p.proname = ${name}`)
    .orderBy(sql`p.oid::regprocedure::text`);
  return Object.fromEntries(rows.map((row) => [row.signature, row.definition]));
}

/** The definitions when only `statement` makes the function: the migrations' dropped first, all in a transaction rolled back. */
async function definitionsFromStatement(db: Database, name: string, statement: string): Promise<Record<string, string>> {
  let definitions: Record<string, string> = {};
  await db
    .transaction(async (tx) => {
      for (const signature of Object.keys(await definitionsNamed(tx, name))) await tx.execute(sql.raw(`drop function ${signature}`));
      await tx.execute(sql.raw(statement));
      definitions = await definitionsNamed(tx, name);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return definitions;
}

describe.each(backends)('the lead functions on $name', (backend) => {
  const suite = openForSuite(backend);

  for (const { name, migration, statement } of newestFunctionSources()) {
    it(`${name}() is, after every migration, exactly its CREATE in ${migration}`, async () => {
      const migrated = await definitionsNamed(suite.db, name);
      // One function of the name: an overload left behind by a migration would be a difference too.
      expect(Object.keys(migrated)).toHaveLength(1);
      const fromStatement = await definitionsFromStatement(suite.db, name, statement);
      expect(Object.keys(fromStatement)).toHaveLength(1);
      expect(migrated).toEqual(fromStatement);
      // The migrated database still has its own function (the transaction was rolled back).
      expect(await definitionsNamed(suite.db, name)).toEqual(migrated);
    });
  }
});
