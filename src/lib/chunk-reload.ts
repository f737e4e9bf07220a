/**
 * After a deploy, a tab still running the old build asks for chunks that no longer exist.
 * Reloading fetches the new build; the window stops a broken deploy from reloading in a loop.
 */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
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
