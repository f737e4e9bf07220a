// Starts and stops the production server (scripts/start.mjs) for the benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the production server on `port` (throwaway data folder); resolves once /en answers. */
export async function startProductionServer(port) {
  const env = { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-data-')), NEXT_TELEMETRY_DISABLED: '1' };
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--port', String(port)], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForHttp(`${baseUrl}/en`, 300_000);
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
