// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isKeepPageMessage, KEEP_PAGE, SERVICE_WORKER_URL } from '@/lib/offline-support';
import { isSavingData, startOfflineSupport } from './offline-support';

/**
 * The page's side of the offline support, against a stand-in for `navigator.serviceWorker` (jsdom has none). What the
 * worker does with the messages, and what crosses the network, are the browser tests' (tests/e2e/offline-first.spec.ts).
 */

type Connection = { saveData?: boolean; effectiveType?: string };

function reportConnection(connection: Connection | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

/** A service worker container whose worker takes control when the test says so; answers what it was sent. */
function fakeServiceWorkers() {
  const sent: unknown[] = [];
  const workers = Object.assign(new EventTarget(), {
    controller: null as { postMessage: (message: unknown) => void } | null,
    register: vi.fn(async () => ({})),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: workers, configurable: true });
  return {
    sent,
    register: workers.register,
    takeControl() {
      workers.controller = { postMessage: (message) => sent.push(message) };
      workers.dispatchEvent(new Event('controllerchange'));
    },
  };
}

let controller: AbortController;

beforeEach(() => {
  controller = new AbortController();
  vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
  history.replaceState(null, '', '/zh_cn');
});

afterEach(() => {
  controller.abort();
  vi.unstubAllGlobals();
  reportConnection(undefined);
});

describe('isSavingData', () => {
  it('is true with Save-Data on or on a 2G connection, and false otherwise', () => {
    for (const [connection, expected] of [
      [undefined, false],
      [{ saveData: false, effectiveType: '4g' }, false],
      [{ effectiveType: '3g' }, false],
      [{ saveData: true, effectiveType: '4g' }, true],
      [{ effectiveType: '2g' }, true],
      [{ effectiveType: 'slow-2g' }, true],
    ] as const) {
      reportConnection(connection);
      expect(isSavingData(), JSON.stringify(connection)).toBe(expected);
    }
  });
});

describe('startOfflineSupport', () => {
  it('registers the worker, and once it controls the page asks it to keep this page and the offline pages', async () => {
    const workers = fakeServiceWorkers();
    startOfflineSupport(controller.signal);
    await vi.waitFor(() => expect(workers.register).toHaveBeenCalledWith(SERVICE_WORKER_URL));
    expect(workers.sent).toEqual([]);
    workers.takeControl();
    const [keep] = workers.sent;
    expect(isKeepPageMessage(keep)).toBe(true);
    expect(keep).toMatchObject({ type: KEEP_PAGE, offlinePage: true });
    expect((keep as { paths: string[] }).paths[0]).toBe('/zh_cn');
  });

  it('on a 2G connection asks to keep the page without fetching the offline pages', async () => {
    reportConnection({ effectiveType: '2g' });
    const workers = fakeServiceWorkers();
    startOfflineSupport(controller.signal);
    await vi.waitFor(() => expect(workers.register).toHaveBeenCalled());
    workers.takeControl();
    expect(workers.sent).toEqual([expect.objectContaining({ type: KEEP_PAGE, offlinePage: false })]);
  });
});
