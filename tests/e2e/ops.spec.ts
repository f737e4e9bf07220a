import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../fixtures/ports';
import { test, expect } from '../fixtures/test';

/** The port of this spec's own production server (beside the one Playwright started), chosen in beforeAll. */
let port = 0;

function startServer(extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--port', String(port), '--no-build'], {
    env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'ops-spec-')), ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitUntilServing(child: ChildProcess) {
  await expect
    .poll(async () => (child.exitCode === null ? (await fetch(`http://localhost:${port}/en`).catch(() => null))?.status : 'exited'), {
      timeout: 30_000,
    })
    .toBe(200);
}

type Outcome = { status: number; bytes: number } | { error: string };

/** One GET on its own connection; `onConnect` fires once the server has the connection. */
function get(path: string, onConnect: () => void) {
  return new Promise<Outcome>((resolve) => {
    const req = httpRequest({ host: 'localhost', port, path, headers: { connection: 'close' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', (error) => resolve({ error: error.message }));
    });
    req.on('socket', (socket) => socket.once('connect', onConnect));
    req.on('error', (error) => resolve({ error: error.message }));
    req.end();
  });
}

test.describe('operations', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    port = await freePort();
  });

  test('the production server refuses to start with an invalid variable and names it', async () => {
    const server = startServer({ SITE_URL: 'not-a-url' });
    const code = await Promise.race([server.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), 20_000))]);
    if (code === 'running') server.child.kill('SIGKILL');
    expect(code).not.toBe('running');
    expect(code).not.toBe(0);
    expect(server.output()).toContain('SITE_URL');
  });

  test('SIGTERM lets every in-flight request finish', async () => {
    const server = startServer();
    await waitUntilServing(server.child);

    const paths = Array.from({ length: 60 }, (_, i) => ['/en', '/zh_cn', '/en/d', '/zh_cn/d'][i % 4] ?? '/en');
    let connected = 0;
    let allConnected: () => void = () => {};
    const connectedAll = new Promise<void>((resolve) => (allConnected = resolve));
    const outcomes = Promise.all(
      paths.map((path) =>
        get(path, () => {
          connected += 1;
          if (connected === paths.length) allConnected();
        }),
      ),
    );
    await connectedAll;
    server.child.kill('SIGTERM');

    const results = await outcomes;
    expect(results.filter((result) => !('status' in result) || result.status !== 200)).toEqual([]);
    expect(results.every((result) => 'bytes' in result && result.bytes > 1000)).toBe(true);
    // The server exits 0 after a complete drain (1 when its timeout cuts it short); start.mjs passes it on.
    expect(await server.exited).toBe(0);
    // And it stopped listening.
    await expect(fetch(`http://localhost:${port}/en`)).rejects.toThrow();
  });
});
