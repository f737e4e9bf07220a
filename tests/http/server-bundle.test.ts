// The server's code is bundled once, with Astro's app (astro.config.mjs makes src/server/entry/main.ts the build's
// server entrypoint): a second bundle would carry a second copy of every module and of its state (the database, the
// live streams, the outbox worker), as the entry compiled apart did. Each table the schema defines (`pgTable('name', …)`) is
// written in one file of dist/server. `npm run build` first.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';

const serverDir = path.resolve(process.env.ASTRO_DIST_DIR ?? 'dist', 'server');
const modules = readdirSync(serverDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.mjs'))
  .map((entry) => ({
    file: path.relative(serverDir, path.join(entry.parentPath, entry.name)),
    text: readFileSync(path.join(entry.parentPath, entry.name), 'utf8'),
  }));

describe('the server build', () => {
  it('defines each table of the schema in one file: one copy of the server code', () => {
    const tables = Object.values(schema).filter(isTable).map(getTableName);
    expect(tables).toEqual(expect.arrayContaining(['leads', 'lead_outbox', 'auth_sessions']));
    for (const table of tables) {
      const definedIn = modules.filter(({ text }) => new RegExp(`pgTable\\(\\s*["'\`]${table}["'\`]\\s*,`).test(text)).map(({ file }) => file);
      expect(definedIn, table).toHaveLength(1);
    }
  });

  it('starts from Astro’s entry, which the launcher imports once', () => {
    const launcher = modules.find(({ file }) => file === 'main.mjs');
    expect(launcher?.text).toContain("import('./entry.mjs')");
    // The launcher is a few lines that set the process up: no server code of its own.
    expect(launcher?.text.split('\n').length).toBeLessThan(20);
  });
});
