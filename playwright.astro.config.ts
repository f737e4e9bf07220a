import { defineConfig } from '@playwright/test';
import { browserProjects, chromium, runOptions } from './tests/fixtures/browser-projects';

/**
 * Browser tests of the Astro site beside the Next one (issue 22), against its production build: run
 * `npm run astro:build` first, then `npm run test:astro`. Its own port, so it can run while the Next suite does.
 */
const port = Number(process.env.ASTRO_E2E_PORT ?? 3310);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests/astro',
  ...runOptions,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: browserProjects,
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
