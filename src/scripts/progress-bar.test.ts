// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from '@/components/layout/progress-bar';
import { startProgressBar } from './progress-bar';

let controller: AbortController;
const bar = () => document.querySelector<HTMLElement>('[role="progressbar"]');
const click = (selector: string, init: MouseEventInit = {}) =>
  document.querySelector(selector)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML =
    renderToStaticMarkup(createElement(ProgressBar, { label: 'Loading page', failedLabel: 'The page could not be loaded' })) +
    '<a id="other" href="/en/d">d</a><a id="hash" href="#contact">c</a><a id="away" href="https://example.org/">x</a>' +
    '<a id="tab" href="/en/d" target="_blank">t</a>';
  window.matchMedia = vi.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
  // jsdom has no Web Animations.
  Element.prototype.animate = vi.fn(() => ({ cancel: vi.fn() })) as unknown as typeof Element.prototype.animate;
  // jsdom cannot navigate; this listener runs after the bar's (window after document), so it sees the click as sent.
  window.addEventListener('click', (event) => event.preventDefault(), { signal: (controller = new AbortController()).signal });
  startProgressBar(controller.signal);
});

afterEach(() => {
  controller.abort();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('progress bar', () => {
  it('starts hidden, with its label', () => {
    expect(bar()?.hidden).toBe(true);
    expect(bar()?.getAttribute('aria-label')).toBe('Loading page');
  });

  it('shows after 200 ms of a navigation to another page, creeping for 5000 ms', () => {
    click('#other');
    vi.advanceTimersByTime(199);
    expect(bar()?.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar()?.hidden).toBe(false);
    expect(bar()?.dataset.state).toBe('loading');
    expect(Element.prototype.animate).toHaveBeenCalledWith(expect.any(Array), expect.objectContaining({ duration: 5000 }));
  });

  it('does not animate under reduced motion', () => {
    window.matchMedia = vi.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
    click('#other');
    vi.advanceTimersByTime(200);
    expect(Element.prototype.animate).toHaveBeenCalledWith(expect.any(Array), expect.objectContaining({ duration: 0 }));
  });

  it.each([
    ['a change of hash', '#hash', {}],
    ['another site', '#away', {}],
    ['a new tab', '#tab', {}],
    ['a modified click', '#other', { ctrlKey: true }],
    ['a middle click', '#other', { button: 1 }],
  ])('ignores %s', (_, selector, init) => {
    click(selector, init);
    vi.advanceTimersByTime(1000);
    expect(bar()?.hidden).toBe(true);
  });

  it('ignores a click another script took over', () => {
    document.querySelector('#other')?.addEventListener('click', (event) => event.preventDefault());
    click('#other');
    vi.advanceTimersByTime(1000);
    expect(bar()?.hidden).toBe(true);
  });

  it('fails when the connection drops during the navigation, then hides', () => {
    click('#other');
    vi.advanceTimersByTime(300);
    window.dispatchEvent(new Event('offline'));
    expect(bar()?.dataset.state).toBe('failed');
    expect(bar()?.getAttribute('aria-valuetext')).toBe('The page could not be loaded');
    vi.advanceTimersByTime(3000);
    expect(bar()?.hidden).toBe(true);
  });

  it('fails at once when the browser is offline at the click', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    click('#other');
    expect(bar()?.dataset.state).toBe('failed');
  });

  it('fails when the page is still here after three trickles (the navigation ended without a page)', () => {
    click('#other');
    vi.advanceTimersByTime(14_999);
    expect(bar()?.dataset.state).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(bar()?.dataset.state).toBe('failed');
  });

  it('resets when the page comes back from the back/forward cache', () => {
    click('#other');
    vi.advanceTimersByTime(300);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(bar()?.hidden).toBe(true);
    click('#other');
    vi.advanceTimersByTime(200);
    expect(bar()?.dataset.state).toBe('loading');
  });
});
