// `npm run build` over the folder a running server serves would delete the files it is sending, mid-response: the
// build refuses while a server holds the folder (src/server/http/served-build.ts), and builds once it stopped.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyApp, startServer, testPort, type AppCopy, type RunningServer } from './production-server';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run build -- --outDir <distDir>`, as an operator types it. */
function build(distDir: string) {
  return spawnSync('npm', ['run', 'build', '--', '--outDir', distDir], { cwd: root, encoding: 'utf8' });
}

describe('a build over the folder a server is serving', () => {
  let app: AppCopy;
  let distDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    // A copy of the app laid out as the Docker image's, so the build under test never touches the project's dist/.
    app = copyApp('served-build');
    distDir = path.join(app.appDir, 'dist');
    server = await startServer(testPort(30), { DATA_DIR: path.join(app.workDir, 'data') }, { appDir: app.appDir });
  });

  afterAll(async () => {
    await server?.stop();
    app?.remove();
  });

  it('is refused, names the way out, and leaves the server serving', async () => {
    const refused = build(distDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is being served by a running server');
    expect(refused.stderr).toContain('--outDir');
    expect(existsSync(path.join(distDir, 'server', 'entry.mjs'))).toBe(true);
    const page = await fetch(`${server.url}/en`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('</html>');
  });

  it('goes ahead once the server has stopped', async () => {
    await server.stop();
    const built = build(distDir);
    expect(built.status, built.stderr).toBe(0);
    expect(existsSync(path.join(distDir, 'server', 'main.mjs'))).toBe(true);
  }, 180_000);
});
