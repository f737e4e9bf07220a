import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, readLastReloadAt, reloadOnChunkError, shouldReloadForChunkError } from './chunk-reload';

function chunkError(): Error {
  const error = new Error('Loading chunk 123 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

describe('isChunkLoadError', () => {
  it('recognises the bundlers’ chunk errors by name or message', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk app-page_abc failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 42'))).toBe(true);
  });

  it('ignores every other error and non-errors', () => {
    expect(isChunkLoadError(new Error('Loading failed'))).toBe(false);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('shouldReloadForChunkError', () => {
  const now = 1_000_000;

  it('reloads for a chunk error when it never reloaded before', () => {
    expect(shouldReloadForChunkError(chunkError(), null, now)).toBe(true);
  });

  it('reloads at most once per 60 s', () => {
    expect(shouldReloadForChunkError(chunkError(), now - 1_000, now)).toBe(false);
    expect(shouldReloadForChunkError(chunkError(), now - 59_999, now)).toBe(false);
    expect(shouldReloadForChunkError(chunkError(), now - 60_000, now)).toBe(true);
    expect(shouldReloadForChunkError(chunkError(), now - 600_000, now)).toBe(true);
  });

  it('does not get stuck on a corrupt or future timestamp', () => {
    expect(shouldReloadForChunkError(chunkError(), Number.NaN, now)).toBe(true);
    expect(shouldReloadForChunkError(chunkError(), now + 3_600_000, now)).toBe(true);
  });

  it('never reloads for other errors', () => {
    expect(shouldReloadForChunkError(new Error('boom'), null, now)).toBe(false);
  });
});

describe('readLastReloadAt', () => {
  it('reads the stored time and survives missing or blocked storage', () => {
    expect(readLastReloadAt({ getItem: (key) => (key === CHUNK_RELOAD_STORAGE_KEY ? '42' : null) })).toBe(42);
    expect(readLastReloadAt({ getItem: () => null })).toBeNull();
    expect(readLastReloadAt(undefined)).toBeNull();
    expect(
      readLastReloadAt({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBeNull();
  });
});

describe('reloadOnChunkError', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A browser whose storage is empty, online or not; answers its reload spy. */
  function browser(onLine: boolean) {
    const reload = vi.fn();
    const stored = new Map<string, string>();
    const sessionStorage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) };
    vi.stubGlobal('navigator', { onLine });
    vi.stubGlobal('window', { sessionStorage, location: { reload } });
    return reload;
  }

  it('reloads online for a chunk error', () => {
    const reload = browser(true);
    reloadOnChunkError(chunkError());
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads offline: the kept page would come back without what was typed, and still without the chunk', () => {
    const reload = browser(false);
    reloadOnChunkError(chunkError());
    expect(reload).not.toHaveBeenCalled();
  });
});
