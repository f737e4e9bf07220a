// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CHANGE_EVENT, type ConsentState } from '@/lib/consent/analytics-consent';
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
  delete (window as unknown as Record<string, unknown>)['ga-disable-G-TEST123'];
  document.documentElement.removeAttribute('data-consent');
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim())) {
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

/** What the head's script wrote on <html> (src/lib/consent/consent-state-script.ts). */
function consentStateIs(state: ConsentState): void {
  document.documentElement.setAttribute('data-consent', state);
}

/** The visitor answers the notice (src/scripts/consent-notice.ts tells the page so). */
function choose(choice: 'granted' | 'denied'): void {
  consentStateIs(choice);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: choice }));
  vi.runAllTimers();
}

/** Analytics starts on a page built with a GA ID, where the head's script found `state`. */
function startOnPageWithGaId(state: ConsentState): void {
  document.body.innerHTML = '<div id="page-chrome" data-ga-id="G-TEST123"></div>';
  consentStateIs(state);
  startAnalytics(controller.signal);
}

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

  it('loads gtag.js only once the page has loaded, then sends one page_view, when the visitor accepted before', () => {
    startOnPageWithGaId('granted');
    vi.runAllTimers();
    expect(gtagScripts()).toHaveLength(0);

    load();
    expect([...gtagScripts()].map((script) => script.getAttribute('src'))).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    expect(sentEvents()).toEqual([
      ['event', 'page_view', expect.objectContaining({ page_path: window.location.pathname, page_title: 'Home', language: 'en' })],
    ]);
    // Google's own page view is off: the one above is the only one.
    const config = commands().find(([kind]) => kind === 'config');
    expect(config).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
  });

  it('counts a return from the back/forward cache as a new view', () => {
    startOnPageWithGaId('granted');
    load();
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(sentEvents()).toHaveLength(1);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(sentEvents()).toHaveLength(2);
  });

  it.each(['ask', 'denied'] as const)('loads nothing and sends nothing while the choice is %s', (state) => {
    startOnPageWithGaId(state);
    load();
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(gtagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads gtag.js and counts this page when the visitor accepts on it', () => {
    startOnPageWithGaId('ask');
    load();
    expect(gtagScripts()).toHaveLength(0);
    choose('granted');
    expect(gtagScripts()).toHaveLength(1);
    expect(sentEvents()).toEqual([['event', 'page_view', expect.objectContaining({ page_path: window.location.pathname })]]);
    // Accepting again on the same page neither loads gtag.js twice nor counts the page twice.
    choose('granted');
    expect(gtagScripts()).toHaveLength(1);
    expect(sentEvents()).toHaveLength(1);
  });

  it('on withdrawal, stops gtag.js on this page and deletes its cookies', () => {
    startOnPageWithGaId('granted');
    load();
    document.cookie = '_ga=GA1.1.1234.5678; path=/';
    document.cookie = '_ga_TEST123=GS1.1.1234; path=/';
    document.cookie = 'other=kept; path=/';
    choose('denied');
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST123']).toBe(true);
    expect(document.cookie).toBe('other=kept');
    // Back from the back/forward cache after declining: not counted.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(sentEvents()).toHaveLength(1);
    // Accepting again lifts the switch.
    choose('granted');
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST123']).toBe(false);
  });
});
