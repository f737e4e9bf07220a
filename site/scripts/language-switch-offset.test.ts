// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_SCROLL_STORAGE_KEY } from '@/components/layout/keep-scroll';
import { PAGE_END_ID } from './chrome-hooks';
import { RESTORE_OFFSET_SCRIPT, saveOffsetOnLanguageSwitch } from './language-switch-offset';

const stored = () => JSON.parse(sessionStorage.getItem(KEEP_SCROLL_STORAGE_KEY) ?? 'null') as unknown;
/** Runs the inline script as the browser does: a classic script in the page's global scope. */
const runRestoreScript = () => window.eval(RESTORE_OFFSET_SCRIPT);

beforeEach(() => {
  sessionStorage.clear();
  document.head.innerHTML = '';
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});

describe('saveOffsetOnLanguageSwitch', () => {
  const controller = new AbortController();
  afterEach(() => controller.abort());

  it('stores the offset and the path of the language link clicked', () => {
    document.body.innerHTML = '<a href="/zh_cn" data-keep-scroll>中文</a><a href="/en/d">Download</a>';
    saveOffsetOnLanguageSwitch(controller.signal);
    // jsdom does not navigate; a listener after ours keeps it from trying.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    window.scrollY = 1234;
    document.querySelector<HTMLAnchorElement>('a[data-keep-scroll]')?.click();
    expect(stored()).toEqual({ path: '/zh_cn', y: 1234 });
  });

  it('stores nothing for other links', () => {
    document.body.innerHTML = '<a href="/en/d">Download</a>';
    saveOffsetOnLanguageSwitch(controller.signal);
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    document.querySelector('a')?.click();
    expect(stored()).toBeNull();
  });
});

describe('RESTORE_OFFSET_SCRIPT', () => {
  it('scrolls to the kept offset in the first frame, holds the paint for the page end, and forgets the offset', async () => {
    sessionStorage.setItem(KEEP_SCROLL_STORAGE_KEY, JSON.stringify({ path: window.location.pathname, y: 900 }));
    runRestoreScript();
    const expect_ = document.head.querySelector('link[rel="expect"]');
    expect(expect_?.getAttribute('href')).toBe(`#${PAGE_END_ID}`);
    expect(expect_?.getAttribute('blocking')).toBe('render');
    expect(sessionStorage.getItem(KEEP_SCROLL_STORAGE_KEY)).toBeNull();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 900, behavior: 'instant' });
  });

  it('does nothing for an offset kept for another page', async () => {
    const kept = JSON.stringify({ path: '/somewhere-else', y: 900 });
    sessionStorage.setItem(KEEP_SCROLL_STORAGE_KEY, kept);
    runRestoreScript();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(document.head.querySelector('link')).toBeNull();
    expect(sessionStorage.getItem(KEEP_SCROLL_STORAGE_KEY)).toBe(kept);
  });

  it('survives storage that is off or holds garbage', () => {
    sessionStorage.setItem(KEEP_SCROLL_STORAGE_KEY, '{not json');
    expect(runRestoreScript).not.toThrow();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
