#!/usr/bin/env node
// `npm run build`: the site into dist/ (or `--outDir DIR`, for a second build such as the analytics variant npm test
// makes): Astro's build (the pages and the server, bundled together), each page's CSP narrowed to its own inline code,
// the service workers (the site's, the inbox's), a .br and .gz beside each text file, and the launcher that `npm start` runs.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { tryLock, unlock } from 'fs-native-extensions';
import { narrowCsp } from './csp-hashes.mjs';
import { precompress } from './precompress.mjs';
import { writeLauncher } from './launcher.mjs';
import { INBOX_APP_FOLDER } from '../../src/lib/inbox/inbox-app-folder.ts';
import { buildInboxApp, buildServiceWorker } from './service-worker.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });
const distDir = path.resolve(root, values.outDir);

// A server serving this folder holds a shared lock on its entry (src/server/http/served-build.ts): building over it
// would delete the files it serves. Refuse, and say what to do instead.
const entry = path.join(distDir, 'server', 'main.mjs');
if (existsSync(entry)) {
  const fd = openSync(entry, 'r+');
  const isFree = tryLock(fd);
  if (isFree) unlock(fd);
  closeSync(fd);
  if (!isFree) {
    const folder = path.relative(root, distDir) || distDir;
    console.error(
      `build: ${folder}/ is being served by a running server; stop it first, or build into another folder ` +
        `(npm run build -- --outDir ${folder}-next) and start that one (ASTRO_DIST_DIR=${folder}-next npm start).`,
    );
    process.exit(1);
  }
}

const startedAt = performance.now();
const astro = spawnSync(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', distDir], {
  cwd: root,
  stdio: 'inherit',
});
if (astro.status !== 0) process.exit(astro.status ?? 1);
const csp = await narrowCsp(path.join(distDir, 'client'));
console.log(`csp: ${csp.changed} of ${csp.pages} pages keep only their own inline hashes`);
// Before the public worker: the inbox app's files leave dist/client first, so they are none of the public site's.
console.log(`inbox worker: ${await buildInboxApp(distDir)} B, in ${INBOX_APP_FOLDER}/ with the app's icons`);
const worker = await buildServiceWorker(distDir);
console.log(`service worker: lists ${worker.count} hashed files (${worker.size} B), precaches none`);
await precompress(path.join(distDir, INBOX_APP_FOLDER));
const totals = await precompress(path.join(distDir, 'client'));
console.log(`precompress: ${totals.files} files, ${totals.raw} B → br ${totals.br} B, gzip ${totals.gz} B`);
await writeLauncher(distDir);
console.log(`build: ${path.relative(root, distDir)}/ in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
