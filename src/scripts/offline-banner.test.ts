// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { startOfflineBanner } from './offline-banner';

let controller: AbortController;
let isOnline: boolean;
const region = () => document.querySelector<HTMLElement>('[role="status"]');
// The banner in the region, not the one waiting in its <template> (template content is not in the document).
const banner = () => region()?.querySelector<HTMLElement>(':scope > p') ?? null;

beforeEach(() => {
  controller = new AbortController();
  isOnline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline);
  document.body.innerHTML = renderToStaticMarkup(createElement(OfflineBanner, { message: 'You are offline.' }));
});

afterEach(() => {
  controller.abort();
  vi.restoreAllMocks();
});

function setOnline(online: boolean): void {
  isOnline = online;
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('offline banner', () => {
  it('leaves the status region without text while online (before and after the script runs)', () => {
    expect(region()?.textContent).toBe('');
    startOfflineBanner(controller.signal);
    expect(region()?.textContent).toBe('');
    expect(banner()).toBeNull();
  });

  it('puts the banner in the region offline, and takes it out again online', () => {
    startOfflineBanner(controller.signal);
    setOnline(false);
    expect(banner()?.textContent).toBe('You are offline.');
    expect(region()?.textContent).toBe('You are offline.');
    // A second `offline` event does not add a second banner.
    setOnline(false);
    expect(region()?.querySelectorAll(':scope > p')).toHaveLength(1);
    setOnline(true);
    expect(banner()).toBeNull();
    expect(region()?.textContent).toBe('');
    setOnline(false);
    expect(banner()?.textContent).toBe('You are offline.');
  });

  it('shows at once on a page opened offline', () => {
    isOnline = false;
    startOfflineBanner(controller.signal);
    expect(banner()?.textContent).toBe('You are offline.');
  });
});
