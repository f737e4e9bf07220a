'use client';

import { useEffect } from 'react';
import { reloadOnChunkError } from '@/lib/chunk-reload';

/**
 * Reloads the page, at most once a minute, when a script chunk of the build cannot be loaded
 * outside React rendering (an uncaught error or rejected import). Errors thrown while rendering
 * reach the error boundaries instead, which call the same function.
 */
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
