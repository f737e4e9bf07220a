// Build step after `astro build` (scripts/build-site/index.mjs), before precompression: the service worker
// (src/service-worker/sw.ts) bundled by esbuild, then @serwist/build's injectManifest writes the list of the build's
// hashed files into it as dist/client/sw.js. Served like every unhashed file (`no-cache`), so a deploy reaches the
// next online visit.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';

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

/** Writes `<distDir>/client/sw.js`; answers the number of hashed files it lists and their size. */
export async function buildServiceWorker(distDir) {
  const clientDir = path.join(distDir, 'client');
  const bundled = path.join(distDir, 'sw-bundled.js');
  await build({
    entryPoints: [path.join(root, 'src/service-worker/sw.ts')],
    outfile: bundled,
    tsconfig: path.join(root, 'src/service-worker/tsconfig.json'),
    bundle: true,
    // A classic script: module workers are newer than some of the browsers our visitors keep.
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    // Serwist leaves its development logging behind `process.env.NODE_ENV` checks.
    define: { BUILD_ID: JSON.stringify(await buildIdOf(clientDir)), 'process.env.NODE_ENV': '"production"' },
  });
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
