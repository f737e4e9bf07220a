// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_SCROLL_STORAGE_KEY } from './keep-scroll';
import { PAGE_END_ID } from './chrome-hooks';
import { LANGUAGE_SWITCH_OFFSET_SCRIPT } from './language-switch-offset';

const stored = () => JSON.parse(sessionStorage.getItem(KEEP_SCROLL_STORAGE_KEY) ?? 'null') as unknown;
/**
 * Runs the inline script as the browser does: a classic script in the page's global scope. Its click listeners add
 * up over the tests, each storing the same thing.
 */
const runScript = () => window.eval(LANGUAGE_SWITCH_OFFSET_SCRIPT);

beforeEach(() => {
  sessionStorage.clear();
  document.head.innerHTML = '';
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});

describe('saving', () => {
  it('stores the offset and the path of the language link clicked', () => {
    document.body.innerHTML = '<a href="/zh_cn" data-keep-scroll>中文</a><a href="/en/d">Download</a>';
    runScript();
    // jsdom does not navigate; a listener after ours keeps it from trying.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    window.scrollY = 1234;
    document.querySelector<HTMLAnchorElement>('a[data-keep-scroll]')?.click();
    expect(stored()).toEqual({ path: '/zh_cn', y: 1234 });
  });

  it('stores nothing for other links', () => {
    document.body.innerHTML = '<a href="/en/d">Download</a>';
    runScript();
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    document.querySelector('a')?.click();
    expect(stored()).toBeNull();
  });
});

describe('restoring', () => {
  it('scrolls to the kept offset in the first frame, holds the paint for the page end, and forgets the offset', async () => {
    sessionStorage.setItem(KEEP_SCROLL_STORAGE_KEY, JSON.stringify({ path: window.location.pathname, y: 900 }));
    runScript();
    const heldPaint = document.head.querySelector('link[rel="expect"]');
    expect(heldPaint?.getAttribute('href')).toBe(`#${PAGE_END_ID}`);
    expect(heldPaint?.getAttribute('blocking')).toBe('render');
    expect(sessionStorage.getItem(KEEP_SCROLL_STORAGE_KEY)).toBeNull();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 900, behavior: 'instant' });
  });

  it('does nothing for an offset kept for another page', async () => {
    const kept = JSON.stringify({ path: '/somewhere-else', y: 900 });
    sessionStorage.setItem(KEEP_SCROLL_STORAGE_KEY, kept);
    runScript();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(document.head.querySelector('link')).toBeNull();
    expect(sessionStorage.getItem(KEEP_SCROLL_STORAGE_KEY)).toBe(kept);
  });

  it('survives storage that is off or holds garbage', () => {
    sessionStorage.setItem(KEEP_SCROLL_STORAGE_KEY, '{not json');
    expect(runScript).not.toThrow();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
