// The embedded PGlite opens with the small shared_buffers that keeps its idle memory down (src/server/db/client.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from '@/server/db/client';

describe('PGlite memory settings', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'pglite-memory-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  // PostgreSQL's default is 128MB; a start parameter dropped by a PGlite upgrade or a refactor shows here.
  it.each([
    ['a data folder', path.join(folder, 'data')],
    ['memory', 'memory://'],
  ])(
    'uses the small shared_buffers on %s',
    async (_, dataDir) => {
      const handle = await openDatabase({ dataDir, owner: { role: 'server', port: 0 } });
      try {
        const rows = await handle.db.select({ sharedBuffers: sql<string>`current_setting('shared_buffers')` }).from(sql`(select 1) as probe`);
        expect(rows[0]?.sharedBuffers).toBe(PGLITE_SHARED_BUFFERS);
      } finally {
        await handle.close();
      }
      // A fresh folder runs initdb first: as slow as a test's setup, on a busy machine slower than a test.
    },
    60_000,
  );
});
