import { defineConfig } from '@playwright/test';
import { browserProjects, chromium, runOptions } from './tests/fixtures/browser-projects';
import { OUTLAST_TEST_CLIENT } from './tests/fixtures/inbox';
import { mainServerPort as port } from './tests/fixtures/ports';
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests/e2e',
  ...runOptions,
  use: {
    baseURL,
    // Recorded on a failed test's retry (CI retries once), not for every test: recording DOM snapshots and screenshots
    // of all 440 tests cost a fifth of the browser suite's time on the 2-core CI machine (209 against 168 s for the
    // header and first-seconds specs).
    trace: 'on-first-retry',
    launchOptions: chromium,
    // Blocked but where a spec allows it (tests/e2e/offline-first.spec.ts): a worker would answer later navigations
    // and hide the requests other specs route, hold or count.
    serviceWorkers: 'block',
  },
  projects: browserProjects,
  webServer: {
    // Tests run against the production build (`npm test` builds first), served as `npm start` serves it.
    command: `node scripts/start.mjs --port ${port} --no-build`,
    url: `${baseURL}/en`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every browser test posts from localhost: a generous limit keeps the contact tests from hitting 429.
    // ADMIN_TOKEN lets the contact tests read back the leads they sent through `GET /api/leads`.
    // TRUST_PROXY: a browser sends no X-Forwarded-For, so its address is the socket's; a spec's HTTP requests may send
    // one to come from other addresses (the password-guessing storm of tests/e2e/inbox-guessing.spec.ts).
    // OUTLAST_TEST_CLIENT: some specs run `npm run users:*` synchronously (runUsers, tests/fixtures/inbox.ts).
    env: { DATA_DIR: '.e2e-data/main', CONTACT_RATE_LIMIT: '1000/1m', ADMIN_TOKEN: 'e2e-admin-token-not-a-secret', TRUST_PROXY: '1', ...OUTLAST_TEST_CLIENT },
  },
});
