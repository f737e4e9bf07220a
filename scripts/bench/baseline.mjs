// Builds and serves the reference app (scripts/bench/baseline-app): an empty Next.js page with one client button.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, waitForHttp } from './server.mjs';

const sourceDir = join(root, 'scripts/bench/baseline-app');
const nextBin = join(root, 'node_modules/next/dist/bin/next');

/** Builds the reference app and serves it on `port`; resolves once it answers. */
export async function startBaselineApp(port) {
  // Built outside the repository: inside it, Next would pick up the site's own src/instrumentation.ts.
  const appDir = mkdtempSync(join(tmpdir(), 'bench-baseline-'));
  cpSync(sourceDir, appDir, { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(appDir, 'node_modules'));
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' };
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: appDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`baseline app build failed (exit ${build.status})`);
  // Served like the site, by the standalone server (one process), with its static files beside it.
  // With the filesystem root as Turbopack's root, the standalone output mirrors the app's absolute path.
  const serverDir = join(appDir, '.next/standalone', appDir);
  cpSync(join(appDir, '.next/static'), join(serverDir, '.next/static'), { recursive: true });
  const child = spawn(process.execPath, [join(serverDir, 'server.js')], {
    cwd: serverDir,
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', () => {
        rmSync(appDir, { recursive: true, force: true });
        resolve();
      });
      if (child.exitCode === null) child.kill('SIGTERM');
      else child.emit('exit');
    });
  try {
    await waitForHttp(`${baseUrl}/`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
