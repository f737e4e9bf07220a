#!/usr/bin/env node
// Runs the production server (dist/server/main.mjs, which starts Astro's bundle of src/server/entry/main.ts: our
// node:http entry around Astro's handler), building first when no build exists. ASTRO_DIST_DIR names another build folder.
// Usage: node scripts/start.mjs [--port 3000] [--no-build]      (PORT from the environment also works)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const port = portFlag >= 0 ? args[portFlag + 1] : (process.env.PORT ?? '3000');
const distDir = path.resolve(root, process.env.ASTRO_DIST_DIR || 'dist');
const env = { ...SERVER_ENVIRONMENT, ...process.env, PORT: String(port) };
const entry = path.join(distDir, 'server', 'main.mjs');

if (!existsSync(entry)) {
  if (args.includes('--no-build')) {
    console.error(`No production build in ${distDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const build = spawnSync('npm', ['run', 'build', '--', '--outDir', distDir], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], { cwd: root, env, stdio: 'inherit' });
// Forward the stop signal so the server can finish in-flight requests, and exit with its status.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
