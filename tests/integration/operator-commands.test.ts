// Operator commands print one clear line on stderr, never a stack, for a bad setting or an unreachable database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-operator-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// Each test starts npm and tsx, and the last one opens PGlite: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

function run(command: string, env: Record<string, string>) {
  const result = spawnSync('npm', ['run', '-s', command], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_TOKEN: '', ...env },
    encoding: 'utf8',
    timeout: 110_000,
  });
  const lines = result.stderr.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
  return { status: result.status, lines, stdout: result.stdout };
}

describe.each(['leads:export', 'leads:retry'])('%s', (command) => {
  it('names a bad setting in one line, without a stack', () => {
    const { status, lines } = run(command, { ADMIN_TOKEN: 'short' });
    expect(lines).toEqual([`${command}: Invalid environment variables: ADMIN_TOKEN`]);
    expect(status).toBe(2);
  });

  it('names the cause of an unreachable PostgreSQL in one line, without a stack', () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    const { status, lines } = run(command, { DATABASE_URL: 'postgres://postgres@127.0.0.1:9/test' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${command}: failed: .*ECONNREFUSED`));
    expect(status).toBe(1);
  });
});

it('leads:retry on a PGlite folder no server holds: nothing failed, nothing to send', () => {
  const { status, stdout, lines } = run('leads:retry', {});
  expect(lines).toEqual([]);
  expect(stdout.trim()).toBe('leads:retry: 0 failed notification(s) queued again');
  expect(status).toBe(0);
});
