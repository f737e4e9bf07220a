// The Docker image's runtime stage without Docker (no daemon on the CI machine; `npm run test:docker` builds the real image): a copy of the standalone folder
// alone, run by its production entry `node graceful-server.cjs` as an unprivileged user, with the embedded database on a separate
// writable folder. Fails if the server needs anything outside that folder or write access to it.
import { randomUUID } from 'node:crypto';
import { chmodSync, chownSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, testPort, type RunningServer } from './production-server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const standalone = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'standalone');
/** `nobody`: the image runs as `node`, any unprivileged user proves the same. */
const UNPRIVILEGED = { uid: 65534, gid: 65534 };
const isRoot = process.getuid?.() === 0;

describe('the Docker runtime stage, replayed', () => {
  let workDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'container-runtime-'));
    const appDir = path.join(workDir, 'app');
    const dataDir = path.join(workDir, 'data');
    // COPY --from=build /app/.next/standalone ./  (root-owned and read-only to the server, as in the image)
    cpSync(standalone, appDir, { recursive: true });
    mkdirSync(dataDir);
    chmodSync(workDir, 0o755);
    if (isRoot) chownSync(dataDir, UNPRIVILEGED.uid, UNPRIVILEGED.gid);
    server = await startServer(
      testPort(12),
      { NODE_ENV: 'production', DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '100/1m' },
      { entry: 'standalone', standaloneDir: appDir, runAs: isRoot ? UNPRIVILEGED : undefined },
    );
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('matches the Dockerfile: Node 24, the standalone folder only, an unprivileged user, the graceful entry point', () => {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-/m);
    expect(dockerfile).toContain('COPY --from=build --chown=node:node /app/.next/standalone ./');
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('CMD ["node", "graceful-server.cjs"]');
  });

  it("gives Next the config its own standalone server.js would (scripts/standalone/next-config-for-custom-server.cjs)", () => {
    // server.js inlines the config and passes it through __NEXT_PRIVATE_STANDALONE_CONFIG; the entry passes the one
    // in required-server-files.json. When Next changes either, this fails before a server runs with another config.
    const serverJs = readFileSync(path.join(standalone, 'server.js'), 'utf8');
    expect(serverJs).toContain('process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(nextConfig)');
    const inlined = /^const nextConfig = (.*)$/m.exec(serverJs)?.[1];
    const distDir = process.env.NEXT_DIST_DIR || '.next';
    const built = JSON.parse(readFileSync(path.join(standalone, distDir, 'required-server-files.json'), 'utf8')).config;
    expect({ ...JSON.parse(inlined ?? 'null'), distDir: built.distDir }).toEqual(built);
    expect(path.normalize(JSON.parse(inlined ?? 'null').distDir)).toBe(path.normalize(built.distDir));
  });

  it('serves pages, answers the probes and stores a lead', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    const home = await fetch(`${server.url}/en`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-security-policy')).toContain("script-src 'self'");
    const stylesheet = /href="(\/_next\/static\/[^"]+\.css)"/.exec(await home.text())?.[1];
    expect((await fetch(`${server.url}${stylesheet}`)).status).toBe(200);
    const lead = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ name: 'Container Test', country: 'NG', mobile: '0802 123 4567', message: 'Runs as nobody.', locale: 'en' }),
    });
    expect(lead.status).toBe(200);
    expect(await lead.json()).toMatchObject({ success: true });
  });

  it('stops cleanly on SIGTERM, as `docker stop` sends it', async () => {
    await server.stop();
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
