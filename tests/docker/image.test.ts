// The real Docker image, built and run: `npm run test:docker` (needs a Docker daemon; not part of `npm test`, since
// the CI machine has none). NODE_IMAGE picks the base image, as the Dockerfile's build argument does; on a machine
// without Docker Hub, build a stand-in first with scripts/docker/build-node-base.sh.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedLeads } from '../http/contact-load';
import { freePort } from '../fixtures/ports';
import { waitUntilReady } from '../http/production-server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const NODE_IMAGE = process.env.NODE_IMAGE ?? 'node:24-bookworm-slim';
const run = randomUUID().slice(0, 8);
const image = `kasuwa-site:test-${run}`;
const container = `kasuwa-site-test-${run}`;
const volume = `kasuwa-data-test-${run}`;
const ADMIN_TOKEN = 'docker-test-admin-token';
const marker = `docker-${run}`;

function docker(...args: string[]) {
  return execFileSync('docker', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

describe('the Docker image', () => {
  let baseUrl = '';

  async function waitUntilStarted() {
    try {
      await waitUntilReady(baseUrl, () => undefined, 60_000);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${docker('logs', '--tail', '30', container)}`);
    }
  }

  beforeAll(async () => {
    // `--network host`: the deps stage's `npm install` uses the host's route to the npm registry.
    docker('build', '--network', 'host', '--build-arg', `NODE_IMAGE=${NODE_IMAGE}`, '-t', image, '.');
    baseUrl = `http://127.0.0.1:${await freePort()}`;
    const { port } = new URL(baseUrl);
    docker('run', '-d', '--name', container, '-p', `127.0.0.1:${port}:3000`, '-v', `${volume}:/data`, '-e', `ADMIN_TOKEN=${ADMIN_TOKEN}`, image);
    await waitUntilStarted();
  }, 900_000);

  afterAll(() => {
    for (const args of [
      ['rm', '-f', container],
      ['volume', 'rm', '-f', volume],
      ['image', 'rm', '-f', image],
    ]) {
      try {
        docker(...args);
      } catch {
        // Cleanup of what a failed step never created.
      }
    }
  });

  it('runs Node 24 as the unprivileged user node', () => {
    expect(docker('image', 'inspect', '-f', '{{.Config.User}}', image)).toBe('node');
    expect(docker('exec', container, 'id', '-un')).toBe('node');
    expect(docker('exec', container, 'id', '-u')).not.toBe('0');
    expect(docker('exec', container, 'node', '-p', 'process.versions.node')).toMatch(/^24\./);
  });

  it('holds the build and its runtime packages, without source code or development dependencies', () => {
    const files = docker('exec', container, 'ls', '-A', '/app').split('\n');
    expect(files.sort()).toEqual(['dist', 'migrations', 'node_modules', 'package.json']);
    expect(docker('exec', container, 'test', '-f', '/app/dist/server/main.mjs')).toBe('');
    expect(docker('exec', container, 'find', '/app', '-path', '/app/node_modules', '-prune', '-o', '-name', '*.ts*', '-print')).toBe('');
    expect(docker('exec', container, 'sh', '-c', 'test -d /app/node_modules/vitest && echo yes || echo no')).toBe('no');
  });

  it('serves pages with their security headers, answers the probes and stores a lead', async () => {
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    const home = await fetch(`${baseUrl}/en`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(home.headers.get('x-powered-by')).toBeNull();
    const stylesheet = /href="(\/_astro\/[^"]+\.css)"/.exec(await home.text())?.[1];
    expect((await fetch(`${baseUrl}${stylesheet}`)).status).toBe(200);
    const lead = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ name: 'Docker Test', country: 'NG', mobile: '0802 123 4567', message: `${marker} from the image.`, locale: 'en' }),
    });
    expect(lead.status).toBe(200);
    expect(await lead.json()).toMatchObject({ success: true });
  });

  it('reports healthy through its HEALTHCHECK', async () => {
    // The first check runs one interval (30 s) after the start.
    await expect.poll(() => docker('inspect', '-f', '{{.State.Health.Status}}', container), { timeout: 90_000, interval: 2_000 }).toBe('healthy');
  }, 120_000);

  it("stops cleanly on `docker stop`, keeps the lead on its volume, and never logs the visitor's words", async () => {
    docker('stop', container);
    expect(docker('inspect', '-f', '{{.State.ExitCode}}', container)).toBe('0');
    // The container's stdout and stderr, as `docker logs` replays them on its own stdout and stderr.
    const replay = spawnSync('docker', ['logs', container], { encoding: 'utf8' });
    const logs = `${replay.stdout}${replay.stderr}`;
    expect(logs).toContain('graceful shutdown complete');
    expect(logs).not.toContain(marker);

    docker('start', container);
    await waitUntilStarted();
    const leads = await exportedLeads(baseUrl, ADMIN_TOKEN, marker);
    expect(leads).toHaveLength(1);
  }, 120_000);
});
