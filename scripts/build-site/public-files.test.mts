import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publicFilesOf } from './public-files.mjs';

describe('publicFilesOf', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'public-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the pages and what they load, directly or through a script; leaves out the inbox and the worker', async () => {
    mkdirSync(path.join(dir, '_astro'));
    mkdirSync(path.join(dir, 'inbox', 'icon'), { recursive: true });
    writeFileSync(path.join(dir, 'en.html'), '<script type="module" src="/_astro/page.A1.js"></script><link rel="icon" href="/_astro/icon.B2.svg">');
    writeFileSync(path.join(dir, '_astro', 'page.A1.js'), 'import "./react.C3.js";');
    writeFileSync(path.join(dir, '_astro', 'react.C3.js'), 'export {};');
    writeFileSync(path.join(dir, '_astro', 'icon.B2.svg'), '<svg/>');
    // The inbox's scripts: hashed files no public page loads.
    writeFileSync(path.join(dir, '_astro', 'InboxLayout.D4.js'), 'import "./inbox-app.E5.js";');
    writeFileSync(path.join(dir, '_astro', 'inbox-app.E5.js'), 'export {};');
    writeFileSync(path.join(dir, 'inbox', 'sw.js'), 'self;');
    writeFileSync(path.join(dir, 'inbox', 'icon', '192.png'), 'png');
    writeFileSync(path.join(dir, 'sw.js'), 'self;');
    writeFileSync(path.join(dir, 'en.html.br'), 'compressed');
    expect(await publicFilesOf(dir)).toEqual(['_astro/icon.B2.svg', '_astro/page.A1.js', '_astro/react.C3.js', 'en.html']);
  });
});
