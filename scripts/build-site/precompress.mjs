// Build step after `astro build` (scripts/build-site/index.mjs): writes a `.br` and a `.gz` beside every compressible file of
// dist/client, at maximum quality, so the server (src/server/http/static-files.ts, through sirv) sends them as they
// are and spends no CPU per request. Compression takes a few seconds once per build instead.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats: images and fonts (woff2 is brotli inside) gain nothing. */
const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|svg|txt|xml|webmanifest|map)$/;
/** Below this size the encoding header costs about what compression saves. */
const MIN_BYTES = 512;

/** Every file under `dir`, as absolute paths. */
async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` when the file is worth compressing; answers how many bytes each took. */
export async function precompressFile(file) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) return undefined;
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: source.length, br: br.length, gz: gz.length };
}

/** Compresses every file of `clientDir` (a build's dist/client); leftovers of an earlier run are overwritten. */
export async function precompress(clientDir) {
  const files = (await listFiles(clientDir)).filter((file) => !/\.(?:br|gz)$/.test(file));
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of files) {
    const sizes = await precompressFile(file);
    if (!sizes) continue;
    totals.files += 1;
    totals.raw += sizes.raw;
    totals.br += sizes.br;
    totals.gz += sizes.gz;
  }
  return totals;
}
