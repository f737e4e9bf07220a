import { defineConfig } from 'vitest/config';

// The Docker image, built and run (needs a Docker daemon): `npm run test:docker`. Not part of `npm test`.
export default defineConfig({
  test: {
    include: ['tests/docker/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 900_000,
  },
});
