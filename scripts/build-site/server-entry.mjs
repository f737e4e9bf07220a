// Build step after `astro build` (scripts/build-site/index.mjs): compiles our node:http entry
// (src/server/http/main.ts) and the server code it imports into one file, dist/server/main.mjs, which `npm start` and
// the Docker image run with plain Node. Packages stay in node_modules (imported at run time); only our TypeScript is
// bundled, so the server needs no TypeScript loader (tsx cost 16-30 MB of idle RSS, docs/performance.md).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The brand facts this build's pages show at their placeholder defaults, read from the build's environment with the
 * server's own rules (src/env.ts, loaded by Node's type stripping; `npm run build` quiets its one warning about it).
 * The server warns about them at start (src/server/brand-defaults.ts): its own environment says nothing about pages
 * prerendered here.
 */
async function brandFactsAtDefault() {
  const { env, listBrandFactsAtDefault } = await import(pathToFileURL(path.join(root, 'src', 'env.ts')).href);
  return listBrandFactsAtDefault(env);
}

/** Writes `<distDir>/server/main.mjs`. */
export async function buildServerEntry(distDir) {
  const facts = await brandFactsAtDefault();
  await build({
    entryPoints: [path.join(root, 'src/server/http/main.ts')],
    outfile: path.join(distDir, 'server', 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    define: { 'process.env.SITE_FACTS_AT_DEFAULT': JSON.stringify(facts.join(',')) },
  });
}
