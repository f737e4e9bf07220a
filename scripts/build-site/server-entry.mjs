// Build step after `astro build` (scripts/build-site/index.mjs): compiles our node:http entry
// (src/server/http/main.ts) and the server code it imports into one file, dist/server/main.mjs, which `npm start` and
// the Docker image run with plain Node. Packages stay in node_modules (imported at run time) but for BUNDLED_PACKAGES;
// our TypeScript is bundled, so the server needs no TypeScript loader (tsx cost 16-30 MB of idle RSS).
import { readFileSync } from 'node:fs';
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

/**
 * Packages bundled into the entry rather than imported from node_modules at run time. drizzle-orm: Node 24 loads its
 * ESM build (about a hundred files) with a burst of 100-170 MB of garbage that the heap then keeps: the server idled
 * at 320-390 MB with PGlite and 215-225 MB on PostgreSQL, bundled at 215-260 MB and 103 MB (docs/performance.md).
 * astro.config.mjs bundles it into Astro's server build for the same reason.
 */
export const BUNDLED_PACKAGES = ['drizzle-orm'];

/** The dependencies the server imports from node_modules at run time: the rest of package.json's `dependencies`. */
function runtimePackages() {
  const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return Object.keys(dependencies).filter((name) => !BUNDLED_PACKAGES.includes(name));
}

/** Writes `<distDir>/server/main.mjs`. */
export async function buildServerEntry(distDir) {
  const facts = await brandFactsAtDefault();
  await build({
    entryPoints: { main: path.join(root, 'src/server/http/main.ts') },
    outdir: path.join(distDir, 'server'),
    outExtension: { '.js': '.mjs' },
    // main.ts sets up the process (NODE_ENV) before it imports the server. In one file, every package the server
    // imports would be a static import of main.mjs, evaluated before main.ts's first line: React, loaded that early
    // as its development build, broke react-dom/server's production build later (the no-JS answer page answered 500).
    // Split, main.mjs is main.ts alone and the server a chunk its dynamic import loads.
    splitting: true,
    chunkNames: 'server-chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: runtimePackages().flatMap((name) => [name, `${name}/*`]),
    sourcemap: 'linked',
    logLevel: 'warning',
    define: { 'process.env.SITE_FACTS_AT_DEFAULT': JSON.stringify(facts.join(',')) },
  });
}
