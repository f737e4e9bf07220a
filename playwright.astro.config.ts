import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests of the Astro site beside the Next one (issue 22), against its production build: run
 * `npm run astro:build` first, then `npm run test:astro`. Its own port, so it can run while the Next suite does.
 */
const port = Number(process.env.ASTRO_E2E_PORT ?? 3310);
export const baseURL = `http://localhost:${port}`;

/** Debian's Chromium, as in playwright.config.ts; Playwright's own browser downloads are not reachable here. */
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

/**
 * Specs of the Next suite that run here too: `ASTRO_NEXT_SPECS=header,routing npm run test:astro -- --project desktop`
 * (by file name, without `.spec.ts`). They are outside testDir, so the default run is tests/astro only.
 */
const nextSpecs = (process.env.ASTRO_NEXT_SPECS ?? '').split(',').filter(Boolean);

export default defineConfig({
  testDir: nextSpecs.length > 0 ? './tests' : './tests/astro',
  testMatch: nextSpecs.length > 0 ? nextSpecs.map((name) => `e2e/${name}.spec.ts`) : '**/*.spec.ts',
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
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'npm run astro:start',
    url: `${baseURL}/en`,
    reuseExistingServer: false,
    timeout: 60_000,
    // As the Next suite: a generous contact rate limit, and the admin token the contact tests read leads back with.
    env: {
      PORT: String(port),
      // One server per data folder (PGlite): a second run beside this one names its own port and folder.
      DATA_DIR: process.env.ASTRO_E2E_DATA_DIR ?? '.e2e-data/astro',
      CONTACT_RATE_LIMIT: '1000/1m',
      ADMIN_TOKEN: 'e2e-admin-token-not-a-secret',
    },
  },
});
