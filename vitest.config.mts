import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'scripts/**/*.test.{ts,mts}'],
    environment: 'node',
    testTimeout: 20_000,
    // Opening and migrating a database (PGlite's wasm start) can take seconds on a busy machine.
    hookTimeout: 60_000,
  },
});
