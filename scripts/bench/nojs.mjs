// The no-JS copy of the Astro site's pages: the built HTML with every executable script taken out, served with the
// build's own stylesheets, fonts and images by a plain static file server (sirv, the precompressed .br/.gz files).
// What the pages cost without any JavaScript: the floor the Astro figures are read against.
// Run by the bench as a separate process (`node nojs.mjs <copyDir> <clientDir> <port>`), so the load generator and
// the server under load do not share one event loop, as with the Astro server.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { precompressFile } from '../build-site/precompress.mjs';
import { waitForHttp } from './server.mjs';

/** Every `<script>` element except JSON data blocks (structured data runs nothing). */
const EXECUTABLE_SCRIPT = /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g;

export function withoutScripts(html) {
  return html.replace(EXECUTABLE_SCRIPT, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
}

/** The build file of a page path (build.format 'file': `/en` is en.html, `/en/d` is en/d.html). */
const htmlFileOf = (path) => `${path.replace(/^\//, '') || 'index'}.html`;

/** Writes the script-free copy of each page into a new folder, precompressed like the build's own files. */
async function writeCopies(clientDir, pages) {
  const copyDir = mkdtempSync(join(tmpdir(), 'bench-nojs-'));
  for (const page of pages) {
    const file = join(copyDir, htmlFileOf(page));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, withoutScripts(readFileSync(join(clientDir, htmlFileOf(page)), 'utf8')));
    await precompressFile(file);
  }
  return copyDir;
}

/** Builds the copies of `pages` from `clientDir` (dist/client) and serves them on `port`; resolves once /en answers. */
export async function startNoJsCopy(clientDir, pages, port) {
  const copyDir = await writeCopies(clientDir, pages);
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), copyDir, clientDir, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(copyDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${baseUrl}${pages[0]}`, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

function serve(copyDir, clientDir, port) {
  const encodings = { brotli: true, gzip: true };
  const pages = sirv(copyDir, { ...encodings, etag: true });
  const assets = sirv(clientDir, { ...encodings, maxAge: 31_536_000, immutable: true });
  createServer((request, response) => pages(request, response, () => assets(request, response, () => response.writeHead(404).end()))).listen(port, '127.0.0.1');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [copyDir, clientDir, port] = process.argv.slice(2);
  serve(copyDir, clientDir, Number(port));
}
