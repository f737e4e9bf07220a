// Build step: completes the standalone folder (`output: 'standalone'`), which `npm start` and the Dockerfile run.
// Next copies the prerendered pages into it before the steps above rewrite them, and leaves out .next/static,
// public/ and the CSP manifest; the entry point and its helpers come from scripts/standalone/.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { prerenderedPages } from './prerendered-pages.mjs';

/** The files of scripts/standalone/ that the server runs; their tests stay behind. */
const isShipped = (name) => !/\.test\.[cm]?[jt]s$/.test(name);

/** The step: the rewritten pages, the static files, the manifest and the entry point in the standalone folder. */
export function completeStandaloneStep({ root, dist, appDir, standalone }) {
  if (!existsSync(join(standalone, 'server.js'))) {
    throw new Error(`${join(standalone, 'server.js')} is missing: next.config.ts must keep \`output: 'standalone'\``);
  }
  const pages = prerenderedPages(appDir);
  for (const { file } of pages) {
    const copy = join(standalone, '.next', 'server', 'app', relative(appDir, file));
    mkdirSync(dirname(copy), { recursive: true });
    cpSync(file, copy);
  }
  const replace = (from, to) => {
    rmSync(to, { recursive: true, force: true });
    if (existsSync(from)) cpSync(from, to, { recursive: true });
  };
  replace(join(dist, 'static'), join(standalone, '.next', 'static'));
  replace(join(root, 'public'), join(standalone, 'public'));
  cpSync(join(dist, 'csp-manifest.json'), join(standalone, '.next', 'csp-manifest.json'));
  const entryFiles = readdirSync(join(root, 'scripts', 'standalone')).filter(isShipped);
  for (const name of entryFiles) cpSync(join(root, 'scripts', 'standalone', name), join(standalone, name), { recursive: true });
  return `${pages.length} pages, static files, public/, the CSP manifest and ${entryFiles.join(', ')}`;
}
