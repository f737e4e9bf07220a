// Build step: bundles the request gate (src/server/http/request-gate.ts) into the standalone folder as one CommonJS
// file, which the production entry (scripts/standalone/graceful-server.cjs) requires. The gate is app code in
// TypeScript that shares the security headers with next.config.ts, so it is bundled rather than written twice; the
// entry then runs with plain node and nothing outside the folder. `react-server` resolves `server-only` to its empty
// module, as in the server bundles Next builds.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

export const REQUEST_GATE_FILE = 'request-gate.cjs';

/** The step: `standalone/request-gate.cjs` from the gate's source. */
export function bundleRequestGateStep({ root, standalone }) {
  const entry = join(root, 'src', 'server', 'http', 'request-gate.ts');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: the production entry requires the request gate`);
  if (!existsSync(standalone)) throw new Error(`${standalone} is missing: next.config.ts must keep \`output: 'standalone'\``);
  const outfile = join(standalone, REQUEST_GATE_FILE);
  buildSync({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    conditions: ['react-server'],
    logLevel: 'warning',
  });
  return `${REQUEST_GATE_FILE} from src/server/http/request-gate.ts`;
}
