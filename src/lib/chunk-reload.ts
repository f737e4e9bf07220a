/**
 * After a deploy, a tab still running the old build asks for chunks that no longer exist.
 * Reloading fetches the new build; the window stops a broken deploy from reloading in a loop.
 */
const CHUNK_RELOAD_WINDOW_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

const CHUNK_MESSAGE = /Loading chunk [\w-]+ failed|Failed to load chunk/i;

/** True for the errors bundlers raise when a script chunk cannot be fetched. */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message));
}

/** Reload for a chunk error unless the last reload (epoch ms, or null) was under a minute ago. */
export function shouldReloadForChunkError(reason: unknown, lastReloadAt: number | null, now: number): boolean {
  if (!isChunkLoadError(reason)) return false;
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_WINDOW_MS || now < lastReloadAt;
}

/** Reads the stored reload time; storage may be missing or blocked (private mode, sandboxed frames). */
export function readLastReloadAt(storage: Pick<Storage, 'getItem'> | undefined): number | null {
  try {
    const raw = storage?.getItem(CHUNK_RELOAD_STORAGE_KEY);
    return raw ? Number(raw) : null;
  } catch {
    return null;
  }
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * In the browser: reloads the page for a chunk error, at most once per CHUNK_RELOAD_WINDOW_MS. Never offline: a
 * reload then brings back the same kept page, without what the visitor had typed; the chunk (the form's island on a
 * page kept before the visitor neared the form) cannot arrive, and the page works without it.
 */
export function reloadOnChunkError(reason: unknown): void {
  if (!navigator.onLine) return;
  const storage = sessionStorageOrUndefined();
  const now = Date.now();
  if (!shouldReloadForChunkError(reason, readLastReloadAt(storage), now)) return;
  try {
    storage?.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // Without storage the once-a-minute guard cannot hold: better not to reload at all.
    return;
  }
  if (!storage) return;
  window.location.reload();
}
