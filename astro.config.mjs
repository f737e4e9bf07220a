// @ts-check
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

const fromRoot = (path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The shared React components still import Next's modules. Until the switch (issue 22) these stand-ins take their
 * place in the Astro build only; each file in site/shims/ says what it replaces. The Next build never sees them.
 */
const nextStandIns = [
  // next-intl's hooks are use-intl's, re-exported; under Astro the page wraps each React root in use-intl's provider.
  { find: /^next-intl$/, replacement: 'use-intl' },
  // The contact route's server code asks next-intl/server for translations, which throws outside Next.
  { find: /^next-intl\/server$/, replacement: fromRoot('./site/shims/next-intl-server.ts') },
  { find: /^next\/link$/, replacement: fromRoot('./site/shims/next-link.tsx') },
  { find: /^next\/navigation$/, replacement: fromRoot('./site/shims/next-navigation.ts') },
  { find: /^next\/image$/, replacement: fromRoot('./site/shims/next-image.ts') },
];

export default defineConfig({
  outDir: './dist',
  output: 'static',
  // Middleware mode: our own node:http entry (src/server/http/main.ts) serves static files and drains on SIGTERM.
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  trailingSlash: 'never',
  build: { format: 'file' },
  // Hashes of Astro's own inline scripts and styles in a <meta> of every prerendered page; no 'unsafe-inline'.
  // Directives a <meta> cannot carry (frame-ancestors) are the server's response headers.
  // checkOrigin off: Astro's check answers 403 to a native form post without an Origin header, and behind a TLS
  // proxy compares against http://. Our own check (src/server/http/same-origin.ts, which honours TRUST_PROXY) stays.
  security: { csp: true, checkOrigin: false },
  vite: {
    plugins: [tailwindcss()],
    resolve: {
      alias: [
        { find: /^@\//, replacement: fromRoot('./src/') },
        // `server-only` throws outside React Server Components; Astro renders React with react-dom/server.
        { find: /^server-only$/, replacement: fromRoot('./site/shims/empty.ts') },
        ...nextStandIns,
      ],
      // Bundled rather than loaded by Node at render time, so its own `next/*` imports meet the stand-ins above
      // (in every environment: the pages are rendered by the prerender one).
      noExternal: ['next-intl'],
    },
  },
});
