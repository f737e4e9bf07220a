// Build step: the scripts that every page runs at start get V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
// Chromium 136 and later): their functions are compiled on a background thread while they download, instead of
// lazily on the main thread when React first calls them. Other browsers ignore the comment.
//
// The scripts are those the loader of ./defer-scripts.mjs inserts (this step runs after it), or Next's async chunk
// scripts when that step is left out. The chunks keep their content-hashed names: every build adds the same hint, so
// one name still means one content.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asyncChunkScriptsOf, deferredScriptsOf } from './defer-scripts.mjs';
import { prerenderedPages } from './prerendered-pages.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script's source with the compile hint as its first line; unchanged when it already has it. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** The startup scripts of one prerendered page; throws when it has neither the loader nor Next's async scripts. */
export function startupScriptsOfPage(route, html) {
  const deferred = deferredScriptsOf(html);
  const scripts = deferred.length > 0 ? deferred : asyncChunkScriptsOf(html);
  if (scripts.length === 0) {
    throw new Error(
      `${route} has no script loader (<script>(function(s){…addEventListener("DOMContentLoaded",g):g()})([…])</script>) and no ` +
        '<script src="/_next/static/….js" async=""></script> to read its startup scripts from. Has Next changed its HTML?',
    );
  }
  return scripts;
}

/** The step: the compile hint in every startup script of every prerendered page. */
export function addCompileHintsStep({ dist, appDir }) {
  const scripts = new Map();
  for (const { file, route } of prerenderedPages(appDir)) {
    for (const src of startupScriptsOfPage(route, readFileSync(file, 'utf8'))) scripts.set(src, route);
  }
  for (const [src, route] of scripts) {
    const file = join(dist, src.replace(/^\/_next\//, ''));
    if (!existsSync(file)) throw new Error(`${route} loads ${src}, which is not in the build (${file})`);
    const source = readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) writeFileSync(file, hinted);
  }
  return `${scripts.size} startup scripts`;
}
