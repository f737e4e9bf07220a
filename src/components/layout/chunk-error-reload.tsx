'use client';

import { useEffect } from 'react';
import { CHUNK_RELOAD_STORAGE_KEY, readLastReloadAt, shouldReloadForChunkError } from '@/lib/chunk-reload';

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function reloadOnChunkError(reason: unknown): void {
  const storage = safeSessionStorage();
  const now = Date.now();
  if (!shouldReloadForChunkError(reason, readLastReloadAt(storage), now)) return;
  try {
    storage?.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // Without storage the once-a-minute guard cannot hold: better not to reload at all.
    return;
  }
  window.location.reload();
}

/** Reloads the page, at most once a minute, when a script chunk of the build cannot be loaded. */
export function ChunkErrorReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadOnChunkError(event.error);
    const onRejection = (event: PromiseRejectionEvent) => reloadOnChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
