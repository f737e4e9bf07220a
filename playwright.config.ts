import { defineConfig, devices } from '@playwright/test';
import { mainServerPort as port } from './tests/fixtures/ports';
export const baseURL = `http://localhost:${port}`;

/** Debian's Chromium; Playwright's own browser downloads are not reachable here. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 740 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    // Tests run against the production build (`npm test` builds first).
    command: `node scripts/start.mjs --port ${port} --no-build`,
    url: `${baseURL}/en`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every browser test posts from localhost: a generous limit keeps the contact tests from hitting 429.
    // ADMIN_TOKEN lets the contact tests read back the leads they sent through `GET /api/leads`.
    env: { DATA_DIR: '.e2e-data/main', NEXT_TELEMETRY_DISABLED: '1', CONTACT_RATE_LIMIT: '1000/1m', ADMIN_TOKEN: 'e2e-admin-token-not-a-secret' },
  },
});
