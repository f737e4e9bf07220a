// A tiny build folder shaped like Next's, for the tests of the build steps.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildFolders } from './prerendered-pages.mjs';

const page = (title: string) =>
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  `<title>${title}</title></head><body><main>${title}</main><script>self.__next_f.push([1,"${title}"])</script></body></html>`;

/** Writes a build with two pages, their CSS and script, a standalone folder and scripts/standalone/; returns its folders. */
export function writeBuildFixture(files: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'build-steps-'));
  const all: Record<string, string> = {
    '.next/BUILD_ID': 'test-build\n',
    '.next/server/app/en.html': page('Home'),
    '.next/server/app/_not-found.html': page('Not found'),
    '.next/static/chunks/site.css': 'body{margin:0}',
    '.next/static/chunks/main.js': 'self.main=1',
    '.next/standalone/server.js': '// Next’s server',
    '.next/standalone/.next/server/app/en.html': page('Home'),
    'public/icon.svg': '<svg/>',
    'scripts/standalone/server-entry.cjs': '// the entry point',
    'scripts/standalone/shutdown.cjs': '// a helper of the entry point',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return buildFolders(root, '.next');
}
