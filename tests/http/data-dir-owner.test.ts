// One owner per PGlite data folder, enforced by the kernel's lock: real second servers of the production build,
// started at the same moment, while the first runs, and after a SIGKILL; `leads:export` while a server runs.
// Every acknowledged lead must survive.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchServer, startServer, testPort, waitForServer, type RunningServer } from './production-server';

const ADMIN_TOKEN = 'owner-test-admin-token-0123456789';
const PORTS = [testPort(20), testPort(21), testPort(22)] as const;
const root = mkdtempSync(path.join(tmpdir(), 'leads-owner-'));
// Not created yet: the two first servers race to create and lock it.
const dataDir = path.join(root, 'data');
const env = { DATA_DIR: dataDir, ADMIN_TOKEN, CONTACT_RATE_LIMIT: '100000/1m' };
const prefix = `owner-${randomUUID().slice(0, 8)}-`;
/** marker → lead id, for every post answered 2xx. */
const acknowledged = new Map<string, string>();
const started: RunningServer[] = [];
let holder: RunningServer;

function launch(port: number): RunningServer {
  const server = launchServer(port, env);
  started.push(server);
  return server;
}

async function postLeads(server: RunningServer, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const marker = `${prefix}${acknowledged.size}-${i}`;
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      // A new connection each time: a kept-alive one may meet the server's idle timeout between two tests.
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), Connection: 'close' },
      body: JSON.stringify({ name: 'Owner Test', country: 'KE', mobile: '+254712345678', message: marker, locale: 'en', fillMs: 60_000 }),
    });
    statuses.push(response.status);
    const body = (await response.json()) as { data?: { id?: string } };
    if (response.ok && body.data?.id) acknowledged.set(marker, body.data.id);
  }
  return statuses;
}

/** The one log line of a refused server: it names the folder and the holder's pid. */
function refusalLine(server: RunningServer): string {
  const lines = server
    .logs()
    .split('\n')
    .filter((line) => line.includes('is held by'));
  expect(lines, server.logs()).toHaveLength(1);
  return lines[0] as string;
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} after ${ms} ms`)), ms))]);

function exportLeads(extraEnv: Record<string, string>) {
  return spawnSync('npm', ['run', '-s', 'leads:export', '--', '--format', 'json'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...extraEnv },
    encoding: 'utf8',
  });
}

describe('one owner per PGlite data folder', () => {
  afterAll(async () => {
    await Promise.all(started.map((server) => server.kill()));
    rmSync(root, { recursive: true, force: true });
  });

  it('two servers started at the same moment on a fresh folder: one serves, the other refuses and exits non-zero', async () => {
    const pair = [launch(PORTS[0]), launch(PORTS[1])];
    // The loser exits once it reaches the lock; a check that is not atomic would let both start (then neither exits).
    const refused = await within(Promise.race(pair.map((server) => server.exited.then(() => server))), 90_000, 'neither server refused');
    expect(refused.process.exitCode).not.toBe(0);
    holder = pair.find((server) => server !== refused) as RunningServer;
    await waitForServer(holder);
    const line = refusalLine(refused);
    expect(line).toContain(dataDir);
    expect(line).toContain(`pid ${holder.process.pid}`);
    expect(await postLeads(holder, 10)).toEqual(Array(10).fill(200));
  });

  it("refuses a second server while the first runs; the second's SIGTERM leaves the first holding the folder", async () => {
    const second = launch(PORTS[2]);
    const { code } = await within(second.exited, 90_000, 'the second server did not refuse');
    expect(code).not.toBe(0);
    expect(refusalLine(second)).toContain(`pid ${holder.process.pid}`);

    // SIGTERM to a second server that is still starting: whatever it does on the way out leaves the lock alone.
    const third = launch(PORTS[2]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await third.stop();
    const fourth = launch(PORTS[2]);
    expect((await within(fourth.exited, 90_000, 'the fourth server did not refuse')).code).not.toBe(0);
    expect(refusalLine(fourth)).toContain(`pid ${holder.process.pid}`);
    expect((await fetch(`${holder.url}/api/health`)).status).toBe(200);
    expect(await postLeads(holder, 10)).toEqual(Array(10).fill(200));
  });

  it('leads:export and leads:retry while the server runs ask the server and never open the folder', async () => {
    const exported = exportLeads({ ADMIN_TOKEN });
    expect(exported.status, exported.stderr).toBe(0);
    const messages = (JSON.parse(exported.stdout) as Array<{ message: string }>).map((row) => row.message);
    expect(messages.filter((message) => message.startsWith(prefix)).sort()).toEqual([...acknowledged.keys()].sort());

    const withoutToken = exportLeads({ ADMIN_TOKEN: '' });
    expect(withoutToken.status).toBe(2);
    expect(withoutToken.stderr.trim().split('\n')).toHaveLength(1);
    expect(withoutToken.stderr).toContain(`pid ${holder.process.pid}`);
    // leads:retry asks the server too (nothing failed here).
    const retried = spawnSync('npm', ['run', '-s', 'leads:retry'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_TOKEN },
      encoding: 'utf8',
    });
    expect(retried.status, retried.stderr).toBe(0);
    expect(retried.stdout.trim()).toBe('leads:retry: 0 failed notification(s) queued again');

    // The server still owns the folder after both exports.
    expect(holder.process.exitCode, holder.logs().slice(-3000)).toBeNull();
    expect(await postLeads(holder, 5)).toEqual(Array(5).fill(200));
  });

  it('recovers the lock of a SIGKILLed server at once, with every acknowledged lead', async () => {
    await holder.kill();
    const restarted = await startServer(PORTS[0], env);
    started.push(restarted);
    const response = await fetch(`${restarted.url}/api/leads`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, Accept: 'application/json' } });
    const rows = ((await response.json()) as { data: Array<{ id: string; message: string }> }).data.filter((row) => row.message.startsWith(prefix));
    expect(new Map(rows.map((row) => [row.message, row.id]))).toEqual(acknowledged);
    await restarted.stop();
    expect(await restarted.exited).toEqual({ code: 0, signal: null });

    // No server now: the export opens the folder itself, under the lock, and finds every acknowledged lead once.
    const exported = exportLeads({ ADMIN_TOKEN: '' });
    expect(exported.status, exported.stderr).toBe(0);
    const stored = (JSON.parse(exported.stdout) as Array<{ id: string; message: string }>).filter((row) => row.message.startsWith(prefix));
    expect(stored).toHaveLength(acknowledged.size);
    expect(new Map(stored.map((row) => [row.message, row.id]))).toEqual(acknowledged);
  });
});
