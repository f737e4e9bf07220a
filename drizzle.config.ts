import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes migrations/ from the schema; it needs no database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './migrations',
});
