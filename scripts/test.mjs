#!/usr/bin/env node
// Runs every test: unit and integration (Vitest), then HTTP and browser tests (Playwright) against fresh production
// builds.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env };

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
// another brand name and the figures (tests/e2e/configured-build.spec.ts), and the privacy notice's facts
// (tests/e2e/privacy-notice.spec.ts). One build serves them all. Values as in tests/fixtures/configured-build.ts.
run('npm', ['run', 'build', '--', '--outDir', 'dist-configured'], {
  env: {
    ...env,
    GA_ID: 'G-TEST123',
    SITE_NAME: 'Zawadi Supply',
    FIGURE_RETAIL_STORES: '50000',
    FIGURE_MONTHLY_SALES_USD: '12000000',
    FIGURE_COUNTRIES: '6',
    PRIVACY_EMAIL: 'privacy@zawadi.example',
    LEAD_RETENTION_DAYS: '400',
    SMTP_URL: 'smtp://leads:not-a-secret@mail.zawadi.example:587',
    LEAD_EMAIL_TO: 'sales@zawadi.example',
    LEAD_WEBHOOK_URL: 'https://crm.zawadi.example/hooks/leads',
    LEAD_WEBHOOK_SECRET: 'configured-build-webhook-secret',
  },
});
// HTTP, fault and crash tests of the server and the API against the production build (PGlite and PostgreSQL).
run('npx', ['vitest', 'run', '--config', 'vitest.http.config.mts']);
run('npx', ['playwright', 'test']);
