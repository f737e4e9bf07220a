// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAnalytics } from './analytics';

let controller: AbortController;
let readyState: DocumentReadyState;
const gtagScripts = () => document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');
/** What gtag.js would receive: each dataLayer entry is an Arguments object. */
const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const sentEvents = () => commands().filter(([kind]) => kind === 'event');

beforeEach(() => {
  vi.useFakeTimers();
  controller = new AbortController();
  readyState = 'loading';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  document.head.innerHTML = '<title>Home</title>';
  document.documentElement.lang = 'en';
  delete window.dataLayer;
  delete window.gtag;
});

afterEach(() => {
  controller.abort();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The page finishes loading and the browser is idle. */
function load(): void {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  vi.runAllTimers();
}

describe('analytics', () => {
  it('sends nothing and loads nothing without a GA ID', () => {
    document.body.innerHTML = '<div id="page-chrome"></div>';
    startAnalytics(controller.signal);
    load();
    expect(gtagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });

  it('loads gtag.js only once the page has loaded, then sends one page_view', () => {
    document.body.innerHTML = '<div id="page-chrome" data-ga-id="G-TEST123"></div>';
    startAnalytics(controller.signal);
    vi.runAllTimers();
    expect(gtagScripts()).toHaveLength(0);

    load();
    expect([...gtagScripts()].map((script) => script.getAttribute('src'))).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    ]);
    expect(sentEvents()).toEqual([
      ['event', 'page_view', expect.objectContaining({ page_path: window.location.pathname, page_title: 'Home', language: 'en' })],
    ]);
    // Google's own page view is off: the one above is the only one.
    const config = commands().find(([kind]) => kind === 'config');
    expect(config).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
  });

  it('counts a return from the back/forward cache as a new view', () => {
    document.body.innerHTML = '<div id="page-chrome" data-ga-id="G-TEST123"></div>';
    startAnalytics(controller.signal);
    load();
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(sentEvents()).toHaveLength(1);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(sentEvents()).toHaveLength(2);
  });
});
