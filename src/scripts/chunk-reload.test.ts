// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnChunkError } from '@/lib/chunk-reload';
import { startChunkReload } from './chunk-reload';

// The once-a-minute reload itself is src/lib/chunk-reload.ts's (its own tests, and the browser test); here: which
// events reach it as chunk errors.
vi.mock('@/lib/chunk-reload', async (importActual) => ({
  ...(await importActual<typeof import('@/lib/chunk-reload')>()),
  reloadOnChunkError: vi.fn(),
}));

let controller: AbortController;
const reported = () => vi.mocked(reloadOnChunkError).mock.calls.map(([reason]) => reason);

beforeEach(() => {
  controller = new AbortController();
  startChunkReload(controller.signal);
});

afterEach(() => {
  controller.abort();
  vi.mocked(reloadOnChunkError).mockClear();
});

function rejection(reason: unknown): Event {
  // jsdom has no PromiseRejectionEvent; the handler reads only `reason`.
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('chunk reload', () => {
  it("reports Vite's preload error as a chunk error", () => {
    window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: new Error('Unable to preload CSS for /_astro/x.css') }));
    expect(reported()).toHaveLength(1);
    expect(isChunkLoadError(reported()[0])).toBe(true);
  });

  it.each([
    'Failed to fetch dynamically imported module: https://site/_astro/contact-island.abc.js',
    'error loading dynamically imported module: https://site/_astro/contact-island.abc.js',
    'Importing a module script failed.',
  ])('reports a rejected dynamic import as a chunk error: %s', (message) => {
    window.dispatchEvent(rejection(new TypeError(message)));
    expect(isChunkLoadError(reported()[0])).toBe(true);
  });

  it("reports an island whose component could not be imported (Astro's hydration error)", () => {
    document.body.innerHTML = '<astro-island></astro-island>';
    const error = new TypeError('Failed to fetch dynamically imported module: https://site/_astro/contact-island.abc.js');
    document.querySelector('astro-island')?.dispatchEvent(new CustomEvent('astro:hydration-error', { bubbles: true, detail: { error } }));
    expect(isChunkLoadError(reported()[0])).toBe(true);
  });

  it('passes other failures on unchanged, which never reload', () => {
    const failure = new Error('Request failed');
    window.dispatchEvent(rejection(failure));
    window.dispatchEvent(rejection('plain string'));
    expect(reported()).toEqual([failure, 'plain string']);
    expect(reported().some(isChunkLoadError)).toBe(false);
  });
});
