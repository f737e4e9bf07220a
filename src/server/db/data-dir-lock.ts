import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

/**
 * One process per PGlite data folder, enforced by the kernel: an exclusive open-file-description lock
 * (`fcntl(F_OFD_SETLK)`) on `owner.lock` inside the folder. The kernel releases it when the holder's process
 * ends, however it ends (a SIGKILLed server leaves no stale lock), and taking it is atomic (two servers started
 * at the same moment cannot both win). No process ever deletes the file or touches a lock it does not hold.
 * The holder writes who it is into the file, so the refusal can name it and `leads:export` can find its port.
 */
const OWNER_LOCK_FILE = 'owner.lock';

export interface DataDirHolder {
  pid: number;
  /** The holder's HTTP port: a server's; 0 for a command such as `leads:export`. */
  port: number;
  role: 'server' | 'command';
  startedAt: string;
}

/** Another live process holds the folder. */
export class DataDirHeldError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder | undefined,
  ) {
    const who = holder
      ? `${holder.role === 'server' ? 'a server' : 'a command'} (pid ${holder.pid}${holder.port ? `, port ${holder.port}` : ''}, since ${holder.startedAt})`
      : 'another process';
    super(`${dataDir} is held by ${who}; PGlite allows one process per data folder (stop it, or use another DATA_DIR)`);
    this.name = 'DataDirHeldError';
  }
}

export interface DataDirLock {
  /** Unlocks and closes; call after PGlite has closed. */
  release(): void;
}

/** Who holds `dataDir` as its holder wrote it (undefined when unreadable); says nothing about whether it is held. */
function readDataDirHolder(dataDir: string): DataDirHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(path.join(dataDir, OWNER_LOCK_FILE), 'utf8')) as Partial<DataDirHolder>;
    if (!Number.isInteger(holder.pid) || !Number.isInteger(holder.port)) return undefined;
    return holder as DataDirHolder;
  } catch {
    return undefined;
  }
}

/** Takes the folder's lock at once or throws `DataDirHeldError`; never waits. */
export function acquireDataDirLock(dataDir: string, holder: Omit<DataDirHolder, 'pid' | 'startedAt'>): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  // 'a+' opens read-write without truncating: the holder's record stays readable for the process refused.
  const fd = openSync(path.join(dataDir, OWNER_LOCK_FILE), 'a+');
  let isLocked: boolean;
  try {
    isLocked = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!isLocked) {
    closeSync(fd);
    throw new DataDirHeldError(dataDir, readDataDirHolder(dataDir));
  }
  const record: DataDirHolder = { pid: process.pid, startedAt: new Date().toISOString(), ...holder };
  ftruncateSync(fd, 0);
  writeSync(fd, `${JSON.stringify(record)}\n`, 0);
  let isReleased = false;
  return {
    release() {
      if (isReleased) return;
      isReleased = true;
      unlock(fd);
      closeSync(fd);
    },
  };
}
