// Starts the production build on a given port with its own environment: the entry point that `npm start` and the
// Docker image run (dist/server/main.mjs, which starts Astro's bundle of src/server/entry/main.ts: `npm run build`).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { OUTLAST_TEST_CLIENT } from '../fixtures/inbox';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Astro 7 needs Node 22.12+: the runner's own Node under npm (24), else the `node@24` package's binary. */
const serverNode = Number(process.versions.node.split('.')[0]) >= 24 ? process.execPath : `${root}node_modules/.bin/node`;

/** What the Docker image's runtime stage copies from the build stage (`COPY --from=build /app/<name> ./<name>`). */
export const RUNTIME_COPIES = ['package.json', 'node_modules', 'migrations', 'dist'];

export interface AppCopy {
  /** The temporary folder holding the copy (`app/`) and whatever a test puts beside it. */
  workDir: string;
  appDir: string;
  remove(): void;
}

/**
 * The app laid out in a fresh temporary folder as the image's /app, from the project's last build. node_modules is
 * linked, not copied (a gigabyte with the dev packages the image prunes): the server still finds only what the image
 * has beside it.
 */
export function copyApp(name: string): AppCopy {
  const workDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const appDir = path.join(workDir, 'app');
  mkdirSync(appDir);
  for (const entry of RUNTIME_COPIES) {
    if (entry === 'node_modules') symlinkSync(path.join(root, entry), path.join(appDir, entry));
    else cpSync(path.join(root, entry), path.join(appDir, entry), { recursive: true });
  }
  return { workDir, appDir, remove: () => rmSync(workDir, { recursive: true, force: true }) };
}

/**
 * Port `offset` of the HTTP tests' range, which starts at HTTP_TEST_PORT (default 3260) so parallel runs keep apart.
 * Each Vitest worker has a hundred ports of its own (VITEST_POOL_ID, 1 and 2): two files that run at once
 * (vitest.http.config.mts) never share a port.
 */
export function testPort(offset: number): number {
  const worker = Math.max(1, Number(process.env.VITEST_POOL_ID ?? 1));
  return Number(process.env.HTTP_TEST_PORT ?? 3260) + (worker - 1) * 100 + offset;
}

interface ServerExit {
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
  /** Run the app from this folder (a copy laid out as the Docker image's /app), not from the project. */
  appDir?: string;
  /** Drop to this user, as the image's `USER node` does (needs root). */
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
  const appDir = options.appDir ?? root;
  // In one process (not through scripts/start.mjs), so a signal reaches the server itself and the PGlite folder's
  // holder is this pid.
  return spawn(serverNode, [...SERVER_NODE_FLAGS, path.join(appDir, 'dist', 'server', 'main.mjs')], {
    cwd: appDir,
    // The server outlasts the test's own idle connections, as one behind a load balancer must: a test that runs a
    // command synchronously (users:*, leads:*) blocks its event loop past the server's default 5 s, and its next
    // request on a connection the server had closed meanwhile failed with "other side closed".
    env: { ...SERVER_ENVIRONMENT, ...process.env, LOG_LEVEL: 'info', ...OUTLAST_TEST_CLIENT, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options.runAs,
  });
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

export async function startServer(port: number, env: Record<string, string | undefined>, options: StartOptions = {}): Promise<RunningServer> {
  return waitForServer(launchServer(port, env, options));
}
