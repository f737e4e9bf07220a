// Links point where the site lives: a build made with SITE_URL records it (scripts/build-site/site-record.mjs),
// and every set-password link starts with it, also where SITE_URL is not in the environment: `npm run users:add` run in
// a shell without it (reading the build `npm start` serves, ASTRO_DIST_DIR), on its own or through the server that
// holds the data folder, the server itself started without it, and the People page. `npm run build` runs here, into
// a folder of its own laid out as the Docker image's /app.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxClient, OUTLAST_TEST_CLIENT, runUsers, setPasswordAndSignIn, tokenOfLink } from '../fixtures/inbox';
import { startServer, testPort, type RunningServer } from './production-server';

const SITE_URL = 'https://sales.example.com';
const PASSWORD = 'site url tests password';
const root = process.cwd();

describe('set-password links on the SITE_URL of the build, not of the environment', () => {
  let workDir: string;
  let appDir: string;
  let dataDir: string;
  let server: RunningServer | undefined;
  /** The command's environment: the build's folder, the data folder, and no SITE_URL. */
  const commandEnv = () => ({ ASTRO_DIST_DIR: path.join(appDir, 'dist'), DATA_DIR: dataDir, SITE_URL: '', ADMIN_TOKEN: '' });

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'inbox-site-url-'));
    appDir = path.join(workDir, 'app');
    dataDir = path.join(workDir, 'data');
    mkdirSync(appDir);
    cpSync(path.join(root, 'package.json'), path.join(appDir, 'package.json'));
    cpSync(path.join(root, 'migrations'), path.join(appDir, 'migrations'), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(appDir, 'node_modules'));
    const built = spawnSync('npm', ['run', 'build', '--', '--outDir', path.join(appDir, 'dist')], {
      cwd: root,
      env: { ...process.env, SITE_URL },
      encoding: 'utf8',
      timeout: 300_000,
    });
    expect(built.status, built.stderr).toBe(0);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('prints the link on the build’s address from a shell without SITE_URL, opening the data folder itself', () => {
    const added = runUsers(['add', '--email', 'ada@example.com', '--name', 'Ada Obi', '--role', 'admin'], commandEnv());
    expect(added.status, added.stderr).toBe(0);
    expect(added.lines.at(-1)).toMatch(new RegExp(`^${SITE_URL}/inbox/set-password\\?token=[\\w-]{16,}$`));
  });

  it('serves the link on the build’s address from a server started without SITE_URL: through the command and on People', async () => {
    server = await startServer(testPort(40), { DATA_DIR: dataDir, SITE_URL: '', TRUST_PROXY: '1', ...OUTLAST_TEST_CLIENT }, { appDir });
    // The server holds the folder now: the command asks it, and the server makes the link.
    const added = runUsers(['add', '--email', 'kofi@example.com', '--name', 'Kofi Mensah', '--role', 'agent'], { ...commandEnv(), ASTRO_DIST_DIR: '' });
    expect(added.status, added.stderr).toBe(0);
    expect(added.lines.at(-1)?.startsWith(`${SITE_URL}/inbox/set-password?token=`)).toBe(true);

    const reset = runUsers(['reset', '--email', 'ada@example.com'], commandEnv());
    const admin = inboxClient(server.url, await setPasswordAndSignIn(server.url, tokenOfLink(reset.lines.at(-1)), 'ada@example.com', PASSWORD));
    const page = await admin.post('/inbox/people', { action: 'reset', email: 'kofi@example.com' });
    expect(page.status).toBe(200);
    const shown = /<textarea[^>]*>([^<]+)<\/textarea>/.exec(await page.text())?.[1]?.replaceAll('&amp;', '&');
    expect(shown?.startsWith(`${SITE_URL}/inbox/set-password?token=`)).toBe(true);
    // The link works where it points: its token sets Kofi's password on this server.
    expect((await inboxClient(server.url).post('/inbox/set-password', { token: tokenOfLink(shown), password: PASSWORD, repeat: PASSWORD })).status).toBe(303);
  });
});
