// Build step: hashes the inline <script>s of every prerendered page into .next/csp-manifest.json, which
// src/security/csp.ts turns into each page's Content-Security-Policy (hashes keep the pages static; nonces would not).
// It runs after the steps that rewrite the pages, so the hashes are those of the HTML that ships.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderedPages } from './prerendered-pages.mjs';

/** Script types a browser executes; JSON-LD and other data blocks are not subject to script-src. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
/** The page whose policy src/security/csp.ts (FALLBACK_ROUTE) gives every URL outside the prerendered pages. */
const FALLBACK_ROUTE = '/_not-found';

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

/**
 * The inline-script hashes of one prerendered page. Throws when there are none: every Next page carries its RSC
 * payload in inline scripts, and the defer-scripts step adds its loader: a page without any is not the HTML these
 * steps were written for.
 */
export function inlineScriptHashesOfPage(route, html) {
  const hashes = hashInlineScripts(html);
  if (hashes.length === 0) {
    throw new Error(`${route} has no inline <script>…</script> to hash (Next's RSC payload and the script loader)`);
  }
  return hashes;
}

/** The manifest of one build: its id, whether its pages load analytics, and the inline-script hashes per route. */
function cspManifestOf(dist, appDir) {
  const routes = {};
  for (const { file, route } of prerenderedPages(appDir)) routes[route] = inlineScriptHashesOfPage(route, readFileSync(file, 'utf8'));
  if (!routes[FALLBACK_ROUTE]) {
    throw new Error(`no prerendered ${FALLBACK_ROUTE} page, whose policy src/security/csp.ts gives every other URL`);
  }
  return {
    buildId: readFileSync(join(dist, 'BUILD_ID'), 'utf8').trim(),
    // The same environment as the `next build` just before, which decided whether pages load analytics.
    analytics: Boolean(process.env.NEXT_PUBLIC_GA_ID),
    routes,
  };
}

/** The step: .next/csp-manifest.json for the pages as they ship. */
export function writeCspManifestStep({ dist, appDir }) {
  const manifest = cspManifestOf(dist, appDir);
  writeFileSync(join(dist, 'csp-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const counts = Object.entries(manifest.routes).map(([route, hashes]) => `${route} (${hashes.length})`);
  return `${counts.length} pages, inline scripts hashed: ${counts.join(', ')}`;
}
