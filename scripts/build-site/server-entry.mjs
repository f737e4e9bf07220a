// Build step after `astro build` (scripts/build-site/index.mjs): compiles our node:http entry
// (src/server/http/main.ts) and the server code it imports into one file, dist/server/main.mjs, which `npm start` and
// the Docker image run with plain Node. Packages stay in node_modules (imported at run time); only our TypeScript is
// bundled, so the server needs no TypeScript loader (tsx cost 16-30 MB of idle RSS, docs/performance.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Writes `<distDir>/server/main.mjs`. */
export async function buildServerEntry(distDir) {
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
  });
}
