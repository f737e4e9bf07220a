#!/usr/bin/env node
// Runs every test: unit and integration (Vitest), then browser tests (Playwright) against a fresh production build.
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
// A second build with a GA ID, into its own folder, for tests/e2e/analytics.spec.ts (which serves it).
// After the main build: `next build` empties .next, this one included.
const analyticsEnv = { ...env, NEXT_PUBLIC_GA_ID: 'G-TEST123', NEXT_DIST_DIR: '.next/analytics' };
run('npx', ['next', 'build'], { env: analyticsEnv });
run('node', ['scripts/csp-manifest.mjs'], { env: analyticsEnv });
// HTTP, fault and crash tests of the API against the production build (PGlite and PostgreSQL).
run('npx', ['vitest', 'run', '--config', 'vitest.http.config.mts']);
run('npx', ['playwright', 'test']);
