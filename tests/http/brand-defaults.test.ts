import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyLogEntry } from '../fixtures/server-log';
import { startServer, testPort, type RunningServer } from './production-server';

// The main build leaves every brand fact at its placeholder: `npm start` (dist/server/main.mjs) must say so, once.
describe('start-up warning about placeholder brand facts', () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'brand-defaults-'));
    // SITE_NAME set only at run time: the pages were built without it, so it is still a placeholder on the site.
    server = await startServer(testPort(20), { NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', SITE_NAME: 'Run Time Only' });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs one warning line naming each brand fact the build left at its default', () => {
    const entry = onlyLogEntry<{ brandFactsAtDefault: string[] }>(server.logs(), 'placeholder defaults');
    expect(entry.level).toBe(40);
    expect(entry.brandFactsAtDefault).toEqual(expect.arrayContaining(['SITE_NAME', 'SITE_ADDRESS', 'SITE_PHONE', 'SITE_EMAIL']));
    for (const name of entry.brandFactsAtDefault) expect(entry.msg).toContain(name);
  });
});
