import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Run by a child Node: `node -e SCRIPT <dataDir> <startParams as JSON>`. */
const CREATE_FOLDER_SCRIPT = `
const { PGlite } = await import('@electric-sql/pglite');
const [dataDir, startParams] = process.argv.slice(1);
const db = await PGlite.create(dataDir, { startParams: JSON.parse(startParams) });
await db.close();
`;

/** Whether `dataDir` holds a database already (initdb writes PG_VERSION). */
export const hasPgliteDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * Creates a new PGlite database in `dataDir` (PostgreSQL's initdb) in a short-lived child process, so the server then
 * opens an existing folder. Run in the server's own process, initdb's work stays resident for the life of the process:
 * an idle server measured about 260 MB after a first start that ran it in process, 165 MB after a start on an existing
 * folder, and a worker thread gives the memory back no better (docs/performance.md). The child takes about 2 s, once
 * per folder. The caller holds the folder's lock; the child is its own.
 */
export async function createPgliteDatabaseApart(dataDir: string, startParams: string[]): Promise<void> {
  if (hasPgliteDatabase(dataDir)) return;
  try {
    await execFileAsync(process.execPath, ['--input-type=module', '-e', CREATE_FOLDER_SCRIPT, dataDir, JSON.stringify(startParams)], {
      cwd: process.cwd(),
      timeout: 120_000,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`creating the PGlite database in ${dataDir} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}
