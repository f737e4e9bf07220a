// Build step after `astro build` (scripts/build-site/index.mjs), before precompression: the service worker
// (src/service-worker/sw.ts) bundled by esbuild, then @serwist/build's injectManifest writes the list of the build's
// hashed files into it as dist/client/sw.js. Served like every unhashed file (`no-cache`), so a deploy reaches the
// next online visit.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';
import { INBOX_APP_FOLDER } from '../../src/lib/inbox/inbox-app-folder.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The build's hashed files. The worker precaches none of them (it keeps each as a page loads it,
 * src/service-worker/file-cache.ts): the list tells an update which kept files it still has, unchanged.
 */
const HASHED_FILE_PATTERNS = ['_astro/*.{js,css,svg}'];

/**
 * Names this build's page cache (src/service-worker/page-cache.ts): a hash of every page and file, so any change to
 * the site changes the worker's bytes, the browser installs it, and the pages kept by the older build are replaced.
 */
async function buildIdOf(clientDir) {
  const hash = createHash('sha256');
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && !/\.(?:br|gz)$/.test(entry.name) && entry.name !== 'sw.js')
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(path.relative(clientDir, file)).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

/** `_astro/x.js` → `/_astro/x.js`: the paths the worker sees; a hashed name needs no revision. */
const hashedPaths = (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: `/${entry.url}`, revision: null })), warnings: [] });

/** A worker's TypeScript bundled into one classic script at `outfile`. */
function bundleWorker(entry, outfile, define = {}) {
  return build({
    entryPoints: [path.join(root, entry)],
    outfile,
    tsconfig: path.join(root, 'src/service-worker/tsconfig.json'),
    bundle: true,
    // A classic script: module workers are newer than some of the browsers our visitors keep.
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    // Serwist leaves its development logging behind `process.env.NODE_ENV` checks.
    define: { ...define, 'process.env.NODE_ENV': '"production"' },
  });
}

/**
 * The inbox app's own files, apart from the public site's (dist/client holds nothing of the inbox,
 * tests/http/public-build.test.ts): `<distDir>/inbox-app/inbox/` (src/lib/inbox/inbox-app-folder.ts), served at /inbox/ by src/server/http/static-files.ts.
 * Astro writes the app's icons into dist/client/inbox/ (prerendered routes): they move here, beside the inbox's worker
 * (src/service-worker/inbox/inbox-sw.ts: no manifest, no build id; it keeps only its offline pages). Answers the
 * worker's size.
 */
export async function buildInboxApp(distDir) {
  const appDir = path.join(distDir, INBOX_APP_FOLDER, 'inbox');
  await rm(path.join(distDir, INBOX_APP_FOLDER), { recursive: true, force: true });
  await mkdir(path.dirname(appDir), { recursive: true });
  await rename(path.join(distDir, 'client', 'inbox'), appDir);
  const worker = path.join(appDir, 'sw.js');
  await bundleWorker('src/service-worker/inbox/inbox-sw.ts', worker);
  return (await stat(worker)).size;
}

/** Writes `<distDir>/client/sw.js`; answers the number of hashed files it lists and their size. */
export async function buildServiceWorker(distDir) {
  const clientDir = path.join(distDir, 'client');
  const bundled = path.join(distDir, 'sw-bundled.js');
  await bundleWorker('src/service-worker/sw.ts', bundled, { BUILD_ID: JSON.stringify(await buildIdOf(clientDir)) });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(clientDir, 'sw.js'),
    globDirectory: clientDir,
    globPatterns: HASHED_FILE_PATTERNS,
    manifestTransforms: [hashedPaths],
  });
  await rm(bundled);
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
