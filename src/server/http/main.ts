// The Astro site's production entry (`npm run astro:start`, run by tsx): src/server/http/astro-server.ts owns the
// HTTP server. This file only prepares the module loader and reports a failed start.
import * as nodeModule from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `server-only` throws when imported outside React Server Components, and src/server imports it to keep its modules
 * out of the browser's bundles. This process is the server: the package's own empty module, its `react-server`
 * export, answers instead (the Astro build aliases it the same way). Node 24's in-thread hook, registered before
 * anything imports src/server; @types/node 20 does not know `registerHooks` yet, hence the local type.
 */
type Resolved = { url: string; shortCircuit?: boolean };
type ResolveHook = (specifier: string, context: object, nextResolve: (specifier: string, context: object) => Resolved) => Resolved;
const { registerHooks } = nodeModule as unknown as { registerHooks: (hooks: { resolve: ResolveHook }) => void };
const serverOnlyPackage = path.dirname(nodeModule.createRequire(__filename).resolve('server-only'));
const serverOnlyEmpty = pathToFileURL(path.join(serverOnlyPackage, 'empty.js')).href;
registerHooks({
  resolve: (specifier, context, nextResolve) =>
    specifier === 'server-only' ? { url: serverOnlyEmpty, shortCircuit: true } : nextResolve(specifier, context),
});

async function main(): Promise<void> {
  try {
    // Fail at start with the bad variables' names (src/env.ts throws them), as the Next entry does.
    await import('@/env');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { startAstroServer } = await import('./astro-server');
  await startAstroServer();
}

main().catch((error: unknown) => {
  // The database failures that cannot be retried exit in startServerRuntime with their reason; this is the rest.
  console.error(error);
  process.exit(1);
});
