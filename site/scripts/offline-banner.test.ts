// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '../components/page-chrome/offline-banner';
import { startOfflineBanner } from './offline-banner';

let controller: AbortController;
let isOnline: boolean;
const banner = () => document.querySelector<HTMLElement>('[role="status"] p');

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
  it('is hidden while online, shown offline, hidden again online', () => {
    startOfflineBanner(controller.signal);
    expect(banner()?.hidden).toBe(true);
    setOnline(false);
    expect(banner()?.hidden).toBe(false);
    expect(banner()?.textContent).toBe('You are offline.');
    setOnline(true);
    expect(banner()?.hidden).toBe(true);
  });

  it('shows at once on a page opened offline', () => {
    isOnline = false;
    startOfflineBanner(controller.signal);
    expect(banner()?.hidden).toBe(false);
  });
});
