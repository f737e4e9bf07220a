#!/usr/bin/env node
// Finishes a `next build` (`npm run build` runs both): the steps below, one file each, in this order. They rewrite
// Next's serialised HTML, so each one stops the build with a message naming the page and the markup it expected when
// that markup is missing, and leaves a page it already rewrote as it is (running this twice changes nothing).
// Usage: node scripts/build/index.mjs   (with NEXT_DIST_DIR for a second build folder, as `next build` reads it)
import { fileURLToPath } from 'node:url';
import { addCompileHintsStep } from './add-compile-hints.mjs';
import { bundleRequestGateStep } from './bundle-request-gate.mjs';
import { completeStandaloneStep } from './complete-standalone.mjs';
import { deferScriptsStep } from './defer-scripts.mjs';
import { inlineStylesheetStep } from './inline-stylesheet.mjs';
import { buildFolders } from './prerendered-pages.mjs';
import { writeCspManifestStep } from './write-csp-manifest.mjs';

/** Each step's name (its file) and function, in the order they run. */
export const steps = [
  ['inline-stylesheet', inlineStylesheetStep],
  ['defer-scripts', deferScriptsStep],
  // Reads the scripts from the loader that defer-scripts wrote.
  ['add-compile-hints', addCompileHintsStep],
  // Hashes the inline scripts of the pages as rewritten above.
  ['write-csp-manifest', writeCspManifestStep],
  // Copies the rewritten pages, the hinted scripts and the manifest.
  ['complete-standalone', completeStandaloneStep],
  // The production entry in the standalone folder requires it.
  ['bundle-request-gate', bundleRequestGateStep],
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const build = buildFolders();
  for (const [name, step] of steps) {
    try {
      console.log(`${name}: ${step(build)}`);
    } catch (error) {
      console.error(`\n✗ Build step ${name} (scripts/build/${name}.mjs) failed in ${build.dist}:\n  ${error.message}\n`);
      process.exit(1);
    }
  }
}
