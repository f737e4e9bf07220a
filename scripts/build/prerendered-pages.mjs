// The build folders and the prerendered HTML pages that the steps in this folder read and rewrite.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folders of one build: `.next`, or NEXT_DIST_DIR as `next build` reads it (a second build such as the
 * analytics variant goes to `.next/analytics`).
 */
export function buildFolders(root = fileURLToPath(new URL('../..', import.meta.url)), distDir = process.env.NEXT_DIST_DIR || '.next') {
  const dist = join(root, distDir);
  return { root, dist, appDir: join(dist, 'server', 'app'), standalone: join(dist, 'standalone') };
}

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/**
 * Every prerendered HTML page of the build, with its route: `.next/server/app/zh-CN/d.html` → `/zh-CN/d`, the path
 * proxy.ts rewrites to. Throws when there is none, which means `next build` has not run or wrote its pages elsewhere.
 */
export function prerenderedPages(appDir) {
  const pages = [...htmlFiles(appDir)].map((file) => ({
    file,
    route: `/${relative(appDir, file).split(sep).join('/').replace(/\.html$/, '')}`,
  }));
  if (pages.length === 0) throw new Error(`no prerendered HTML page under ${appDir}: run \`next build\` first`);
  return pages;
}

/** Rewrites every prerendered page with `rewrite(html, route)`; writes the pages it changed. Returns the page count. */
export function rewritePages(appDir, rewrite) {
  const pages = prerenderedPages(appDir);
  for (const { file, route } of pages) {
    const html = readFileSync(file, 'utf8');
    const rewritten = rewrite(html, route);
    if (rewritten !== html) writeFileSync(file, rewritten);
  }
  return pages.length;
}
