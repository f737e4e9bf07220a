import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBuildFixture } from './build-fixture';
import { loaderScript } from './defer-scripts.mjs';
import { steps } from './index.mjs';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The steps that rewrite Next's output; bundle-request-gate reads the app's source, which the fixture has not. */
const runSteps = (build: ReturnType<typeof writeBuildFixture>) => {
  for (const [name, step] of steps) if (name !== 'bundle-request-gate') step(build);
};

describe('the build steps', () => {
  it('rewrite every page, hint its scripts, hash it and complete the standalone folder', () => {
    const build = writeBuildFixture();
    root = build.root;
    runSteps(build);
    const html = readFileSync(join(build.appDir, 'en.html'), 'utf8');
    expect(html).toContain('<style>body{margin:0}</style><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" media="not all"/>');
    expect(html).not.toContain('async=""');
    expect(html).toContain(`<script>${loaderScript(['/_next/static/chunks/main.js'])}</script></body>`);
    expect(readFileSync(join(build.standalone, '.next/static/chunks/main.js'), 'utf8')).toBe('//# allFunctionsCalledOnLoad\nself.main=1');
    const manifest = JSON.parse(readFileSync(join(build.standalone, '.next/csp-manifest.json'), 'utf8'));
    expect(manifest.buildId).toBe('test-build');
    expect(Object.keys(manifest.routes).sort()).toEqual(['/_not-found', '/en']);
    expect(manifest.routes['/en']).toHaveLength(2);
    expect(readFileSync(join(build.standalone, '.next/server/app/en.html'), 'utf8')).toBe(html);
  });

  it('change nothing when they run again', () => {
    const build = writeBuildFixture();
    root = build.root;
    runSteps(build);
    const files = ['server/app/en.html', 'static/chunks/main.js', 'csp-manifest.json'].map((file) => join(build.dist, file));
    const first = files.map((file) => readFileSync(file, 'utf8'));
    runSteps(build);
    expect(files.map((file) => readFileSync(file, 'utf8'))).toEqual(first);
  });
});
