// Starts and stops the servers the benchmarks measure: the Next production server (scripts/start.mjs) and the Astro
// site's server (`npm run astro:start`).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the production server on `port` (throwaway data folder); resolves once /en answers. */
export async function startProductionServer(port) {
  const env = { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-data-')), NEXT_TELEMETRY_DISABLED: '1' };
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--port', String(port)], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForHttp(`${baseUrl}/en`, 300_000);
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Starts the Astro site's server (`npm run astro:start`: npm, then tsx, which runs src/server/http/main.ts in a
 * node child of its own) on `port` with PGlite in a throwaway data folder; resolves once /api/ready answers 200.
 * npm and tsx sit between this process and the server, so the whole group is signalled to stop it.
 */
export async function startAstroServer(port) {
  const env = { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-astro-data-')) };
  delete env.DATABASE_URL; // PGlite, the database whose idle memory issue 22 budgets
  const child = spawn('npm', ['run', '--silent', 'astro:start'], { cwd: root, env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  try {
    await waitForHttp(`${baseUrl}/api/ready`, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, serverPid: () => serverProcessOf(child.pid) };
}

/** Parent pid of each running process, from /proc (Linux). */
function parentsByPid() {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fourth field of /proc/<pid>/stat, after the command name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // exited meanwhile
    }
  }
  return parents;
}

function commandLineOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return []; // exited meanwhile
  }
}

/**
 * The process that runs src/server/http/main.ts among the descendants of `rootPid`: tsx's own CLI process names the
 * file too, and spawns the real server as its child, so it is the deepest descendant whose command line names it.
 */
export function serverProcessOf(rootPid, script = 'src/server/http/main.ts') {
  const parents = parentsByPid();
  const depthOf = (pid) => {
    let depth = 0;
    for (let at = pid; at !== rootPid; at = parents.get(at)) {
      if (!at || at === 1) return -1;
      depth += 1;
    }
    return depth;
  };
  const candidates = [...parents.keys()]
    .map((pid) => ({ pid, depth: depthOf(pid) }))
    .filter(({ pid, depth }) => depth >= 0 && commandLineOf(pid).some((argument) => argument.endsWith(script)));
  const deepest = candidates.sort((a, b) => b.depth - a.depth)[0];
  if (!deepest) throw new Error(`no process under ${rootPid} runs ${script}`);
  return deepest.pid;
}

/** Resident memory of a process in bytes (VmRSS in /proc/<pid>/status). */
export function residentBytes(pid) {
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}
