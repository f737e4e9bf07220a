// Starts the production build on a given port with its own environment: `next start`, or the standalone entry
// point that `npm start` and the Docker image run (graceful-server.cjs, which owns the HTTP server and runs the
// request gate; `next start` runs without it). Or the Astro site's entry (src/server/http/main.ts, `npm run astro:start`):
// `entry: 'astro'`, or SERVER_ENTRY=astro to run every test of a file against it (`next` and `standalone` alike).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const nextBin = `${root}node_modules/next/dist/bin/next`;
const standaloneEntry = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'standalone', 'graceful-server.cjs');
/** Astro 7 needs Node 22.12+: the runner's own Node under npm (24), else the `node@24` package's binary. */
const astroNode = Number(process.versions.node.split('.')[0]) >= 24 ? process.execPath : `${root}node_modules/.bin/node`;

/** Port `offset` of the HTTP tests' range, which starts at HTTP_TEST_PORT (default 3260) so parallel runs keep apart. */
export function testPort(offset: number): number {
  return Number(process.env.HTTP_TEST_PORT ?? 3260) + offset;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Settles when the process has exited. */
  exited: Promise<ServerExit>;
  logs(): string;
  /** SIGKILL, then wait for the process to exit. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * `next`: `next start` (default); `standalone`: the production entry point, with the graceful SIGTERM drain;
   * `astro`: the Astro site's entry (`npm run astro:start`; needs `npm run astro:build`). SERVER_ENTRY=astro turns
   * every start into `astro`.
   */
  entry?: 'next' | 'standalone' | 'astro';
  /** With `standalone`: run a copy of the standalone folder from here (as the Docker image does), not the build's. */
  standaloneDir?: string;
  /** With `standalone`: drop to this user, as the image's `USER node` does (needs root). */
  runAs?: { uid: number; gid: number };
}

/**
 * Polls `${url}/api/ready` until it answers 200. `whyNotComing` names a reason to stop waiting early (the process
 * exited). Each attempt has its own time limit: a connection accepted while a server (or a container) starts can hang.
 */
export async function waitUntilReady(url: string, whyNotComing: () => string | undefined = () => undefined, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = whyNotComing();
    if (reason) throw new Error(reason);
    const response = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} not ready after ${timeoutMs} ms`);
}

function spawnServer(port: number, env: Record<string, string | undefined>, options: StartOptions): ChildProcess {
  const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'info', ...env };
  const stdio: ['ignore', 'pipe', 'pipe'] = ['ignore', 'pipe', 'pipe'];
  if (options.entry === 'astro' || process.env.SERVER_ENTRY === 'astro') {
    // From the project folder, as `npm run astro:start`; in one process (no tsx CLI in between), so the signal reaches
    // the server itself and the PGlite folder's holder is this pid.
    return spawn(astroNode, ['--import', 'tsx', 'src/server/http/main.ts'], { cwd: root, env: { ...baseEnv, PORT: String(port) }, stdio });
  }
  if (options.entry === 'standalone') {
    // As scripts/start.mjs runs it: the entry chdirs into the standalone folder, so DATA_DIR must be absolute.
    const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : undefined;
    const entry = options.standaloneDir ? path.join(options.standaloneDir, 'graceful-server.cjs') : standaloneEntry;
    return spawn(process.execPath, [entry], {
      cwd: options.standaloneDir ?? root,
      env: { ...baseEnv, PORT: String(port), HOSTNAME: '0.0.0.0', DATA_DIR: dataDir },
      stdio,
      ...options.runAs,
    });
  }
  return spawn(process.execPath, [nextBin, 'start', '--port', String(port)], { cwd: root, env: baseEnv, stdio });
}

/** Spawns the production server without waiting for it (e.g. one that must refuse to start). */
export function launchServer(port: number, env: Record<string, string | undefined>, options: StartOptions = {}): RunningServer {
  const child = spawnServer(port, env, options);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<ServerExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    url: `http://localhost:${port}`,
    process: child,
    exited,
    logs: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until a launched server is ready; kills it and throws with its output if it exits or never gets ready. */
export async function waitForServer(server: RunningServer): Promise<RunningServer> {
  const child = server.process;
  try {
    await waitUntilReady(server.url, () => (child.exitCode === null ? undefined : `server exited with ${child.exitCode}`));
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${server.logs()}`);
  }
  return server;
}

export async function startServer(
  port: number,
  env: Record<string, string | undefined>,
  options: StartOptions = {},
): Promise<RunningServer> {
  return waitForServer(launchServer(port, env, options));
}
