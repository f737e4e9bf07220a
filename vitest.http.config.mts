import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The files whose subject is time, memory or the database itself: a drain within 5 s, a push within 5 s of the answer,
 * memory under eight 100 MB posts, stalled bodies timed out, servers killed mid-write, PostgreSQL's sessions
 * terminated. They run one at a time, after the others, with the machine to themselves.
 */
const TIMED = [
  'tests/http/body-limit.test.ts',
  'tests/http/crash.test.ts',
  'tests/http/database-faults.test.ts',
  'tests/http/delivery-visibility.test.ts',
  'tests/http/graceful-stop.test.ts',
  'tests/http/inbox-instances.test.ts',
  'tests/http/push-instances.test.ts',
  'tests/http/push-notifications.test.ts',
  'tests/http/request-gate.test.ts',
  'tests/http/two-instances.test.ts',
];

// HTTP tests against the production build (`npm run build` first): `npx vitest run --config vitest.http.config.mts`.
// The other files run two at a time (most of their time is servers starting and `npm run users:*` commands), each on
// ports of its own worker's range (tests/http/production-server.ts): on the 2-core CI machine the suite took 700 s
// one file at a time.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'http', include: ['tests/http/**/*.test.ts'], exclude: TIMED, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'http-timed', include: TIMED, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
