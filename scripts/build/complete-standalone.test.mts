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
    const copied = (path: string) => readFileSync(join(build.standalone, path), 'utf8');
    expect(copied('.next/server/app/en.html')).toBe('<p>rewritten</p>');
    expect(copied('.next/server/app/_not-found.html')).toContain('Not found');
    expect(copied('.next/static/chunks/main.js')).toBe('self.main=1');
    expect(copied('public/icon.svg')).toBe('<svg/>');
    expect(copied('.next/csp-manifest.json')).toBe('{}\n');
    expect(copied('server-entry.cjs')).toBe('// the entry point');
    expect(copied('shutdown.cjs')).toBe('// a helper of the entry point');
    expect(existsSync(join(build.standalone, 'shutdown.test.mjs'))).toBe(false);
  });

  it('stops the build when there is no standalone server to complete', () => {
    const build = writeBuildFixture({ '.next/csp-manifest.json': '{}\n' });
    root = build.root;
    rmSync(join(build.standalone, 'server.js'));
    expect(() => completeStandaloneStep(build)).toThrow(/standalone\/server\.js is missing: next\.config\.ts must keep `output: 'standalone'`/);
  });
});
