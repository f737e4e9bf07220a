import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures/test';

const STORAGE_KEY = 'chunk-reload-at';

/** What a bundler raises when a chunk of an older deploy is gone, as an uncaught event. */
function raiseChunkError(page: Page, kind: 'unhandledrejection' | 'error') {
  return page.evaluate((eventKind) => {
    const error = new Error('Loading chunk 4242 failed.');
    error.name = 'ChunkLoadError';
    if (eventKind === 'error') {
      window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    } else {
      const promise = Promise.reject(error);
      promise.catch(() => {}); // handled here: only the event is under test, not console noise
      window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise, reason: error }));
    }
  }, kind);
}

/** A flag on the current document: gone after a reload. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-test-mark', '1'));
const isSameDocument = async (page: Page) => (await page.locator('html[data-test-mark]').count()) === 1;

test('a chunk load failure reloads the page once, not again within 60 s, and again after', async ({ page }) => {
  await page.goto('/en');
  let loads = 0;
  page.on('load', () => loads++);

  await markDocument(page);
  await Promise.all([page.waitForEvent('load'), raiseChunkError(page, 'unhandledrejection')]);
  await waitForHydration(page);
  expect(loads).toBe(1);
  expect(await isSameDocument(page)).toBe(false);
  const reloadedAt = Number(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY));
  expect(reloadedAt).toBeGreaterThan(0);

  // Within the minute: a second failure (either kind) leaves the page alone.
  await markDocument(page);
  await raiseChunkError(page, 'error');
  await raiseChunkError(page, 'unhandledrejection');
  await page.waitForTimeout(1500);
  expect(await isSameDocument(page)).toBe(true);
  expect(loads).toBe(1);

  // Once the last reload is over a minute old, it reloads again.
  await page.evaluate(([key, at]) => sessionStorage.setItem(key, String(at)), [STORAGE_KEY, reloadedAt - 61_000] as const);
  await Promise.all([page.waitForEvent('load'), raiseChunkError(page, 'error')]);
  expect(loads).toBe(2);
  expect(await isSameDocument(page)).toBe(false);
});

test('other errors never reload the page', async ({ page }) => {
  await page.goto('/zh_cn');
  await markDocument(page);
  await page.evaluate(() => window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') })));
  await page.waitForTimeout(1500);
  expect(await isSameDocument(page)).toBe(true);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY)).toBeNull();
});
