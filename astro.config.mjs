// @ts-check
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

const fromRoot = (path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * @astrojs/node in middleware mode, with our node:http entry (src/server/entry/main.ts) as the build's server
 * entrypoint: Astro bundles it with the pages, so the process loads src/server once (an entry bundled apart carried a
 * second copy of every module and its state). Ours imports the adapter's own entrypoint for its handler
 * (`@astrojs/node/server.js`); the rest of the adapter (its options, sessions, image endpoint) is as it is.
 * `astro dev` starts the same runtime (the database at start, the outbox worker: src/server/runtime.ts) through the
 * module runner that renders the pages, so development and production run one module graph alike.
 * @type {() => import('astro').AstroIntegration}
 */
function nodeWithOurEntry() {
  const adapter = node({ mode: 'middleware' });
  const { 'astro:config:done': configDone, 'astro:server:setup': serverSetup } = adapter.hooks;
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:config:done': (options) =>
        configDone?.({ ...options, setAdapter: (settings) => options.setAdapter({ ...settings, serverEntrypoint: fromRoot('./src/server/entry/main.ts') }) }),
      'astro:server:setup': async (options) => {
        await serverSetup?.(options);
        const pages = options.server.environments.ssr;
        if (!('runner' in pages)) return;
        const runtime = pages.runner.import('/src/server/runtime.ts');
        runtime.then(({ startServerRuntime }) => startServerRuntime()).catch((error) => options.logger.error(`server runtime: ${error}`));
        options.server.httpServer?.once('close', () => void runtime.then(({ stopServerRuntime }) => stopServerRuntime()));
      },
    },
  };
}

export default defineConfig({
  outDir: './dist',
  output: 'static',
  // Middleware mode: our own node:http entry (src/server/entry/main.ts) serves static files and drains on SIGTERM.
  adapter: nodeWithOurEntry(),
  integrations: [react()],
  trailingSlash: 'never',
  build: { format: 'file' },
  // Hashes of Astro's own inline scripts and styles in a <meta> of every prerendered page (the response header of a page
  // rendered on request, the inbox's); no 'unsafe-inline'. `default-src 'self'` in that same policy: a page loads from
  // its own origin only, unless src/security/page-policy.ts widens one kind for what the build configures (GA). Not in
  // the server's header: browsers enforce both policies, and a header's default-src would block the <meta>'s hashed
  // inline scripts. Directives a <meta> cannot carry (frame-ancestors) are the server's response headers.
  // checkOrigin off: Astro's check answers 403 to a native form post without an Origin header, and behind a TLS
  // proxy compares against http://. Our own check (src/server/http/same-origin.ts, which honours TRUST_PROXY) stays.
  security: { csp: { directives: ["default-src 'self'"] }, checkOrigin: false },
  vite: {
    plugins: [tailwindcss()],
    resolve: {
      alias: [{ find: /^@\//, replacement: fromRoot('./src/') }],
    },
    // Bundled, not loaded from node_modules at run time: Node 24's loading of its ESM files cost the server 100-170 MB
    // of idle memory (docs/performance.md).
    ssr: { noExternal: ['drizzle-orm'] },
  },
});
