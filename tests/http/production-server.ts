// Starts the production build (`next start`) on a given port with its own environment.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const nextBin = `${root}node_modules/next/dist/bin/next`;

export interface RunningServer {
  url: string;
  process: ChildProcess;
  logs(): string;
  /** SIGKILL, then wait for the port to be released. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} not ready after ${timeoutMs} ms`);
}

export async function startServer(port: number, env: Record<string, string | undefined>): Promise<RunningServer> {
  const child = spawn(process.execPath, [nextBin, 'start', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://localhost:${port}`;
  try {
    await waitUntilReady(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    url,
    process: child,
    logs: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
