// Build step after `astro build` (scripts/build-site/index.mjs), before precompression: the service worker
// (src/service-worker/sw.ts) bundled by esbuild, then @serwist/build's injectManifest writes the list of the build's
// hashed files into it as dist/client/sw.js. Served like every unhashed file (`no-cache`), so a deploy reaches the
// next online visit.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';
import { publicFilesOf } from './public-files.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The build's hashed files. The worker precaches none of them (it keeps each as a page loads it,
 * src/service-worker/file-cache.ts): the list tells an update which kept files it still has, unchanged.
 */
const HASHED_FILE_PATTERNS = ['_astro/*.{js,css,svg}'];

/**
 * Names this build's page cache (src/service-worker/page-cache.ts): a hash of the public site's pages and files
 * (./public-files.mjs), so any change to the site changes the worker's bytes, the browser installs it, and the pages
 * kept by the older build are replaced. A change to the inbox alone changes nothing of it.
 */
async function buildIdOf(clientDir, publicFiles) {
  const hash = createHash('sha256');
  for (const file of publicFiles) hash.update(file).update(await readFile(path.join(clientDir, file)));
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
 * Writes dist/client/inbox/sw.js, the inbox's own worker (src/service-worker/inbox/inbox-sw.ts): no manifest, no build
 * id (it keeps only its offline pages, fetched when it installs). Answers its size.
 */
export async function buildInboxWorker(distDir) {
  const outfile = path.join(distDir, 'client', 'inbox', 'sw.js');
  await bundleWorker('src/service-worker/inbox/inbox-sw.ts', outfile);
  return (await stat(outfile)).size;
}

/** Writes `<distDir>/client/sw.js`; answers the number of hashed files it lists and their size. */
export async function buildServiceWorker(distDir) {
  const clientDir = path.join(distDir, 'client');
  const bundled = path.join(distDir, 'sw-bundled.js');
  const publicFiles = await publicFilesOf(clientDir);
  await bundleWorker('src/service-worker/sw.ts', bundled, { BUILD_ID: JSON.stringify(await buildIdOf(clientDir, publicFiles)) });
  // The inbox's hashed files are left out of the list: no public page loads them.
  const hashedFiles = await readdir(path.join(clientDir, '_astro'));
  const inboxFiles = hashedFiles.map((name) => `_astro/${name}`).filter((file) => !publicFiles.includes(file));
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(clientDir, 'sw.js'),
    globDirectory: clientDir,
    globPatterns: HASHED_FILE_PATTERNS,
    globIgnores: inboxFiles,
    manifestTransforms: [hashedPaths],
  });
  await rm(bundled);
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
