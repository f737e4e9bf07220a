import { openSync } from 'node:fs';
import path from 'node:path';
import { tryLock } from 'fs-native-extensions';

/**
 * A server holds a shared lock on its build's entry (`<build>/server/main.mjs`, this process's own file) for as long
 * as it runs, and `npm run build` takes an exclusive one before it touches that folder
 * (scripts/build-site/index.mjs): a rebuild of the folder a server is serving would delete the files it serves and
 * crash it mid-response. Shared, so several servers may serve one build. The kernel drops the lock when the process
 * ends, however it ends. The descriptor is never closed: closing it would release the lock.
 */
export function holdServedBuild(distDir: string): boolean {
  const fd = openSync(path.join(distDir, 'server', 'main.mjs'), 'r');
  return tryLock(fd, 0, 0, { shared: true });
}
