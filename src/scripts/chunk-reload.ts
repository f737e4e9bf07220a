import { reloadOnChunkError } from '@/lib/chunk-reload';

/**
 * After a deploy, a tab still showing the old build can ask for script chunks that are gone. The page then
 * reloads, at most once a minute (src/lib/chunk-reload.ts keeps the window). A failed chunk shows up as:
 * - Vite's `vite:preloadError` on window (a dynamic import's preload failed; every one is a chunk error);
 * - `astro:hydration-error` on an island whose component could not be imported (Astro retries once first);
 * - an unhandled rejection of a dynamic `import()`.
 */

/** Each engine's message for a module that could not be fetched (Chromium, Firefox, Safari), and Vite's for CSS. */
const FAILED_IMPORT =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** The error as src/lib/chunk-reload.ts recognises a chunk error, when it is a failed import; else as it is. */
function asChunkError(reason: unknown): unknown {
  const message = reason instanceof Error ? reason.message : undefined;
  return message !== undefined && FAILED_IMPORT.test(message) ? { name: 'ChunkLoadError', message } : reason;
}

export function startChunkReload(signal?: AbortSignal): void {
  window.addEventListener(
    'vite:preloadError',
    (event) => {
      const payload = 'payload' in event && event.payload instanceof Error ? event.payload.message : 'preload failed';
      reloadOnChunkError({ name: 'ChunkLoadError', message: payload });
    },
    { signal },
  );
  document.addEventListener(
    'astro:hydration-error',
    (event) => {
      const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
      const error = typeof detail === 'object' && detail !== null && 'error' in detail ? detail.error : undefined;
      reloadOnChunkError(asChunkError(error));
    },
    { signal },
  );
  window.addEventListener('unhandledrejection', (event) => reloadOnChunkError(asChunkError(event.reason)), { signal });
}
