import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

describe('precompress', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each text file worth it, decoding to the file; none for images or tiny files', async () => {
    mkdirSync(path.join(dir, '_astro'));
    const html = `<!doctype html><html lang="en">${'<p>wholesale prices</p>'.repeat(100)}</html>`;
    writeFileSync(path.join(dir, 'en.html'), html);
    writeFileSync(path.join(dir, '_astro', 'app.js'), 'console.log(1);'.repeat(100));
    writeFileSync(path.join(dir, 'tiny.html'), '<p>hi</p>');
    writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(4_000, 7));
    const totals = await precompress(dir);
    expect(totals.files).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'en.html.br'))).toString()).toBe(html);
    expect(gunzipSync(readFileSync(path.join(dir, 'en.html.gz'))).toString()).toBe(html);
    expect(existsSync(path.join(dir, '_astro', 'app.js.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'tiny.html.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'icon.png.br'))).toBe(false);
    // A second run (a rebuild into the same folder) does not compress the compressed files.
    expect((await precompress(dir)).files).toBe(2);
    expect(existsSync(path.join(dir, 'en.html.br.br'))).toBe(false);
  });
});
