#!/usr/bin/env node
// Runs the production server, building first when no build exists.
// Usage: node scripts/start.mjs [--port 3000] [--no-build]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const port = portFlag >= 0 ? args[portFlag + 1] : (process.env.PORT ?? '3000');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const nextBin = `${root}node_modules/next/dist/bin/next`;

if (!existsSync(`${root}.next/BUILD_ID`)) {
  if (args.includes('--no-build')) {
    console.error('No production build found: run `npm run build` first.');
    process.exit(1);
  }
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Bind to the default host: with a 127.0.0.1 bind, rewrites of /zh_cn misbehave (MACHINE-NOTES).
const server = spawn(process.execPath, [nextBin, 'start', '--port', String(port)], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
