#!/usr/bin/env node
// After `next build`: inlines the stylesheet into every prerendered HTML page (./inline-stylesheet.mjs) and has
// Next's scripts start after the first paint (./defer-scripts.mjs), then
// hashes the inline <script>s of every prerendered HTML page into .next/csp-manifest.json,
// which src/lib/csp.ts turns into each page's Content-Security-Policy (hashes keep the pages static; nonces would not).
// Then completes the standalone folder: Next leaves out .next/static, public/ and this manifest; adds the
// production entry point (every file of scripts/standalone/) and the request gate it requires, bundled.
// Usage: node scripts/csp-manifest.mjs   (the `build` npm script runs it after `next build`)
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { deferScripts, withCompileHint } from './defer-scripts.mjs';
import { inlineStylesheets, stylesheetReader } from './inline-stylesheet.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, process.env.NEXT_DIST_DIR || '.next');
const appDir = join(dist, 'server', 'app');
const standalone = join(dist, 'standalone');

/** Script types a browser executes; JSON-LD and other data blocks are not subject to script-src. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** The sha256 CSP sources of the inline scripts of one HTML document. */
export function hashInlineScripts(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** `.next/server/app/zh-CN/d.html` → `/zh-CN/d`, the path proxy.ts rewrites to. */
function routeOf(file) {
  return `/${relative(appDir, file).split(sep).join('/').replace(/\.html$/, '')}`;
}

/**
 * Rewrites every prerendered page, in the build folder and in its standalone copy: the stylesheet inline, and
 * Next's scripts run after the first paint (./defer-scripts.mjs), with a compile hint in each of those scripts.
 * Every step leaves an already rewritten page or script as it is.
 */
function rewritePages() {
  const readCss = stylesheetReader(dist);
  const standaloneAppDir = join(standalone, '.next', 'server', 'app');
  const startupScripts = new Set();
  for (const file of htmlFiles(appDir)) {
    const { html, scripts } = deferScripts(inlineStylesheets(readFileSync(file, 'utf8'), readCss));
    for (const src of scripts) startupScripts.add(src);
    writeFileSync(file, html);
    const copy = join(standaloneAppDir, relative(appDir, file));
    if (existsSync(copy)) writeFileSync(copy, html);
  }
  for (const src of startupScripts) {
    const file = join(dist, src.replace(/^\/_next\//, ''));
    writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
  }
}

function writeManifest() {
  const routes = {};
  for (const file of htmlFiles(appDir)) routes[routeOf(file)] = hashInlineScripts(readFileSync(file, 'utf8'));
  const manifest = {
    buildId: readFileSync(join(dist, 'BUILD_ID'), 'utf8').trim(),
    // The same environment as the `next build` just before, which decided whether pages load analytics.
    analytics: Boolean(process.env.NEXT_PUBLIC_GA_ID),
    routes,
  };
  writeFileSync(join(dist, 'csp-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function completeStandalone() {
  if (!existsSync(join(standalone, 'server.js'))) return;
  const copy = (from, to) => {
    rmSync(to, { recursive: true, force: true });
    if (existsSync(from)) cpSync(from, to, { recursive: true });
  };
  copy(join(dist, 'static'), join(standalone, '.next', 'static'));
  copy(join(root, 'public'), join(standalone, 'public'));
  cpSync(join(dist, 'csp-manifest.json'), join(standalone, '.next', 'csp-manifest.json'));
  for (const file of readdirSync(join(root, 'scripts/standalone'))) cpSync(join(root, 'scripts/standalone', file), join(standalone, file));
  // The entry's request gate is app code (TypeScript, sharing the security headers with next.config.ts): bundled into
  // one CommonJS file, so the entry runs with plain node and nothing outside the folder. `react-server` resolves
  // `server-only` to its empty module, as in the server bundles Next builds.
  buildSync({
    entryPoints: [join(root, 'src/server/http/request-gate.ts')],
    outfile: join(standalone, 'request-gate.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    conditions: ['react-server'],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  rewritePages();
  const manifest = writeManifest();
  completeStandalone();
  const counts = Object.entries(manifest.routes).map(([route, hashes]) => `${route} (${hashes.length})`);
  console.log(`CSP manifest: ${counts.length} pages, inline scripts hashed: ${counts.join(', ')}`);
}
