import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// HTTP tests against the production build (`npm run build` first): `npx vitest run --config vitest.http.config.mts`.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['tests/http/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
