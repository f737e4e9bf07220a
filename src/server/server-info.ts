import 'server-only';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite allows one process per data directory. The server announces itself in this file so
 * `leads:export` asks it over HTTP instead of opening the directory a second time.
 */
export const SERVER_INFO_FILE = 'server.json';

export interface ServerInfo {
  pid: number;
  port: number;
  startedAt: string;
}

export function writeServerInfo(dataDir: string, info: ServerInfo): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, SERVER_INFO_FILE), `${JSON.stringify(info)}\n`);
}

export function removeServerInfo(dataDir: string): void {
  rmSync(path.join(dataDir, SERVER_INFO_FILE), { force: true });
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive but owned by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server holding `dataDir`, if its process is still alive (a SIGKILLed server leaves a stale file). */
export function readLiveServerInfo(dataDir: string): ServerInfo | undefined {
  let info: ServerInfo;
  try {
    info = JSON.parse(readFileSync(path.join(dataDir, SERVER_INFO_FILE), 'utf8')) as ServerInfo;
  } catch {
    return undefined;
  }
  return Number.isInteger(info.pid) && isProcessAlive(info.pid) ? info : undefined;
}
