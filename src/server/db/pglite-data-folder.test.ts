import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDatabaseApart, hasPgliteDatabase } from './pglite-data-folder';

describe('createPgliteDatabaseApart', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pglite-folder-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates the database in a child process, only once; this process then opens it', async () => {
    const dataDir = path.join(root, 'data');
    expect(hasPgliteDatabase(dataDir)).toBe(false);
    await createPgliteDatabaseApart(dataDir, PGlite.defaultStartParams);
    expect(hasPgliteDatabase(dataDir)).toBe(true);

    const created = statSync(path.join(dataDir, 'PG_VERSION')).mtimeMs;
    await createPgliteDatabaseApart(dataDir, PGlite.defaultStartParams);
    expect(statSync(path.join(dataDir, 'PG_VERSION')).mtimeMs).toBe(created);

    const db = await PGlite.create(dataDir);
    try {
      expect((await db.query<{ answer: number }>('select 42 as answer')).rows).toEqual([{ answer: 42 }]);
    } finally {
      await db.close();
    }
  }, 60_000);

  it("names the folder it could not create, with the child's error", async () => {
    const notAFolder = path.join(root, 'not-a-folder');
    writeFileSync(notAFolder, 'a file where the folder should be');
    await expect(createPgliteDatabaseApart(notAFolder, PGlite.defaultStartParams)).rejects.toThrow(/creating the PGlite database in .*not-a-folder failed: .+/);
  }, 60_000);
});
