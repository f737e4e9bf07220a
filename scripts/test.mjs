#!/usr/bin/env node
// Runs every test: unit and integration (Vitest), then browser tests (Playwright) against fresh production builds
// (the Next site, and the Astro site built beside it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...aptArgs) => (asRoot.length ? run('sudo', ['apt-get', ...aptArgs]) : run('apt-get', aptArgs));
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium', 'fonts-noto-cjk');
}

ensureChromium();
run('npx', ['vitest', 'run']);
run('npm', ['run', 'build']);
// A second build, into its own folder, with what the main build leaves unset: a GA ID (tests/e2e/analytics.spec.ts),
// another brand name and the figures (tests/e2e/configured-build.spec.ts). One build serves both, rather than a
// build each: a build takes minutes. Values as in tests/fixtures/configured-build.ts.
// After the main build: `next build` empties .next, this one included.
const analyticsEnv = {
  ...env,
  NEXT_DIST_DIR: '.next/analytics',
  NEXT_PUBLIC_GA_ID: 'G-TEST123',
  SITE_NAME: 'Zawadi Supply',
  FIGURE_RETAIL_STORES: '50000',
  FIGURE_MONTHLY_SALES_USD: '12000000',
  FIGURE_COUNTRIES: '6',
};
run('npx', ['next', 'build'], { env: analyticsEnv });
run('node', ['scripts/build/index.mjs'], { env: analyticsEnv });
// The Astro site beside the Next one (issue 22): its build, and one with a GA ID for its analytics test.
run('npm', ['run', 'astro:build']);
run('npx', ['astro', 'build', '--outDir', 'dist-analytics'], { env: { ...env, NEXT_PUBLIC_GA_ID: 'G-TEST123' } });
run('node', ['scripts/astro/precompress.mjs', 'dist-analytics/client']);
// HTTP, fault and crash tests of the API against the production build (PGlite and PostgreSQL); astro-server.test.ts
// runs the Astro entry.
run('npx', ['vitest', 'run', '--config', 'vitest.http.config.mts']);
// The API's contract, random and hostile requests (never a 5xx), the drain and the data folder's owner, once more
// through the Astro entry.
const astroHttpTests = ['contact-api', 'property', 'graceful-stop', 'data-dir-owner'].map((name) => `tests/http/${name}.test.ts`);
run('npx', ['vitest', 'run', '--config', 'vitest.http.config.mts', ...astroHttpTests], {
  env: { ...env, SERVER_ENTRY: 'astro' },
});
run('npx', ['playwright', 'test']);
run('npx', ['playwright', 'test', '--config', 'playwright.astro.config.ts']);
run('npx', ['playwright', 'test', '--config', 'playwright.astro.config.ts', 'tests/astro/behaviours.spec.ts', '-g', 'analytics'], {
  env: { ...env, ASTRO_DIST_DIR: 'dist-analytics', ASTRO_E2E_PORT: '3311', ASTRO_E2E_DATA_DIR: '.e2e-data/astro-analytics' },
});
