// @ts-check
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

const fromRoot = (path) => fileURLToPath(new URL(path, import.meta.url));

// The Astro site is built beside the Next.js one until the switch (issue 22): its source lives in site/, because
// Next would read a src/pages folder as its Pages Router. It shares src/components, src/lib, src/server and messages/.
export default defineConfig({
  srcDir: './site',
  outDir: './dist',
  output: 'static',
  // Middleware mode: our own node:http entry (src/server/http/main.ts) serves static files and drains on SIGTERM.
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  trailingSlash: 'never',
  build: { format: 'file' },
  vite: {
    plugins: [tailwindcss()],
    resolve: {
      alias: [
        { find: /^@\//, replacement: fromRoot('./src/') },
        // `server-only` throws outside React Server Components; Astro renders React with react-dom/server.
        { find: /^server-only$/, replacement: fromRoot('./site/shims/empty.ts') },
      ],
    },
  },
});
