import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBuildFixture } from './build-fixture';
import { completeStandaloneStep } from './complete-standalone.mjs';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('completeStandaloneStep', () => {
  it('copies the pages, static files, public/, the manifest and every file of scripts/standalone/ but its tests', () => {
    const build = writeBuildFixture({
      '.next/server/app/en.html': '<p>rewritten</p>',
      '.next/csp-manifest.json': '{}\n',
      'scripts/standalone/shutdown.test.mjs': '// a test',
    });
    root = build.root;
    completeStandaloneStep(build);
    const expected = {
      '.next/server/app/en.html': '<p>rewritten</p>',
      '.next/static/chunks/main.js': 'self.main=1',
      'public/icon.svg': '<svg/>',
      '.next/csp-manifest.json': '{}\n',
      'server-entry.cjs': '// the entry point',
      'shutdown.cjs': '// a helper of the entry point',
    };
    const copied = Object.keys(expected).map((path) => [path, readFileSync(join(build.standalone, path), 'utf8')]);
    expect(Object.fromEntries(copied)).toEqual(expected);
    expect(readFileSync(join(build.standalone, '.next/server/app/_not-found.html'), 'utf8')).toContain('Not found');
    expect(existsSync(join(build.standalone, 'shutdown.test.mjs'))).toBe(false);
  });

  it('stops the build when there is no standalone server to complete', () => {
    const build = writeBuildFixture({ '.next/csp-manifest.json': '{}\n' });
    root = build.root;
    rmSync(join(build.standalone, 'server.js'));
    expect(() => completeStandaloneStep(build)).toThrow(/standalone\/server\.js is missing: next\.config\.ts must keep `output: 'standalone'`/);
  });
});
