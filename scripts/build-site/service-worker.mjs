// Build step after `astro build` (scripts/build-site/index.mjs), before precompression: the service worker
// (src/service-worker/sw.ts) bundled by esbuild, then @serwist/build's injectManifest writes the precache list into
// it as dist/client/sw.js. Served like every unhashed file (`no-cache`), so a deploy reaches the next online visit.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What the worker precaches at install, beside the pages the visitor opens: every hashed file the pages use (the
 * CSS, the page chrome's scripts, the contact island with React, the icon sprite: about 97 KB with brotli), the home
 * page's model diagram in both languages (unhashed, so revisioned), and the two pages the worker answers with offline
 * in each language. The pages themselves are kept as visited.
 */
const PRECACHE_PATTERNS = ['_astro/*.{js,css,svg}', 'model/*.svg', '*/offline.html', '*/message-saved.html'];

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

/** `en/offline.html` → `/en/offline`: pages are served without their extension (build.format 'file'). */
const pageUrls = (entries) => ({
  manifest: entries.map((entry) => ({ ...entry, url: `/${entry.url.replace(/\.html$/, '')}`.replace(/^\/+/, '/') })),
  warnings: [],
});

/** Writes `<distDir>/client/sw.js`; answers its precache size. */
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
    globPatterns: PRECACHE_PATTERNS,
    manifestTransforms: [pageUrls],
    // Hashed names change with their content: no revision needed, and the browser's HTTP cache may answer.
    dontCacheBustURLsMatching: /^_astro\//,
  });
  await rm(bundled);
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
