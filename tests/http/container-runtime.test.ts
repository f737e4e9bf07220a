// The Docker image's runtime stage without Docker (no daemon on the CI machine; `npm run test:docker` builds the real
// image): the folders the Dockerfile copies (package.json, node_modules, migrations, dist) alone, run by its entry
// `node --liftoff-only dist/server/main.mjs` as an unprivileged user, with the embedded database on a separate writable folder.
// Fails if the server needs anything else of the project (src/, messages/...) or write access to its own folder.
import { randomUUID } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { copyApp, RUNTIME_COPIES, startServer, testPort, type AppCopy, type RunningServer } from './production-server';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** `nobody`: the image runs as `node`, any unprivileged user proves the same. */
const UNPRIVILEGED = { uid: 65534, gid: 65534 };
const isRoot = process.getuid?.() === 0;

describe('the Docker runtime stage, replayed', () => {
  let app: AppCopy;
  let server: RunningServer;

  beforeAll(async () => {
    // Root-owned and read-only to the server, as in the image; the data folder is the server's own.
    app = copyApp('container-runtime');
    const dataDir = path.join(app.workDir, 'data');
    mkdirSync(dataDir);
    chmodSync(app.workDir, 0o755);
    if (isRoot) chownSync(dataDir, UNPRIVILEGED.uid, UNPRIVILEGED.gid);
    server = await startServer(
      testPort(12),
      { NODE_ENV: 'production', DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '100/1m' },
      { appDir: app.appDir, runAs: isRoot ? UNPRIVILEGED : undefined },
    );
  });

  afterAll(async () => {
    await server?.stop();
    app?.remove();
  });

  it('matches the Dockerfile: Node 24, these folders only, an unprivileged user, the compiled entry point', () => {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-/m);
    const copied = [...dockerfile.matchAll(/^COPY --from=build \/app\/(\S+) \.\/(\S*)$/gm)].map((match) => match[1]);
    expect(copied).toEqual(RUNTIME_COPIES);
    expect(dockerfile).toMatch(/^USER node$/m);
    // The flags and environment every start of the server uses; the Dockerfile cannot import them, so they are checked here.
    const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(command ?? '[]')).toEqual(['node', ...SERVER_NODE_FLAGS, 'dist/server/main.mjs']);
    for (const [name, value] of Object.entries(SERVER_ENVIRONMENT)) expect(dockerfile).toMatch(new RegExp(`^ENV ${name}=${value}$`, 'm'));
  });

  it('serves pages, answers the probes and stores a lead', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    const home = await fetch(`${server.url}/en`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const stylesheet = /href="(\/_astro\/[^"]+\.css)"/.exec(await home.text())?.[1];
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
