import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { contactCopy, type ContactCopy } from '../fixtures/contact-copy';
import { contactIsland, fillValidLead } from '../fixtures/contact-locators';
import { blockPageScripts, savedPaths, waitForSaved, waitForWorker, watchRequests } from '../fixtures/offline-support';
import { withName } from '../fixtures/site';
import { expectStoredOnce, installPageClock, storedLeads } from '../fixtures/stored-leads';
import { expect, test } from '../fixtures/test';

/**
 * Offline first (src/service-worker/, src/scripts/offline-support.ts) in real Chromium with its service worker:
 * `context.setOffline` cuts the worker's own fetches too, as on a phone that lost its signal. Every lead is read back
 * from the real server.
 */
test.use({ serviceWorkers: 'allow' });

const titles = {
  en: withName(en.Metadata.title),
  zh: withName(zhCn.Metadata.title),
  enDownload: withName(en.Metadata.downloadTitle),
};

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The page has its stylesheets, every one loaded (a missing one has no rules). */
async function expectStyled(page: Page) {
  const loaded = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.cssRules.length > 0));
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.every(Boolean)).toBe(true);
}

/** Every image of the page's main content, lazy ones brought into view, is drawn: the worker has kept each file. */
async function expectImagesShown(page: Page) {
  const images = await page.locator('main img').all();
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
      .toBeGreaterThan(0);
  }
}

const uniqueMessage = () => `Offline order: rice and cooking oil. [${randomUUID()}]`;

/**
 * A first visit to the contact section (its island hydrated, the worker in control), then the network goes and the
 * visitor sends a message through the island: saved on the phone, as the form says. Answers the message.
 */
async function saveMessageOffline(page: Page, context: BrowserContext, request: APIRequestContext, copy: ContactCopy) {
  const clock = await installPageClock(page);
  await page.goto(`${copy.path}#contact`);
  await expect(contactIsland(page)).not.toHaveAttribute('ssr');
  await waitForWorker(page);
  await context.setOffline(true);
  const message = uniqueMessage();
  const form = await fillValidLead(page, copy, message);
  await clock.tookTime();
  await form.submit.click();
  await expect(page.getByText(copy.queued)).toBeVisible();
  expect(await storedLeads(request, message)).toEqual([]);
  return message;
}

/** The tab closed, the phone back online, the visitor opens `path`: the message arrives, once. */
async function expectSentOnceFromNextPage(context: BrowserContext, request: APIRequestContext, path: string, message: string, locale: string) {
  await context.setOffline(false);
  const later = await context.newPage();
  await later.goto(path);
  await expect.poll(async () => (await storedLeads(request, message)).length, { timeout: 15_000 }).toBe(1);
  await expectStoredOnce(request, message, locale);
  return later;
}

test.describe('while the page’s scripts are still coming', () => {
  test.use({ scriptMode: 'held' });
  test('the worker registers only once the page is usable', async ({ page, heldScripts }) => {
    await page.goto('/en');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    heldScripts.release();
    await waitForWorker(page);
  });
});

test('after one visit to /en, the phone opens /en, /zh_cn and /d with no network, each in its language', async ({ page, context }) => {
  await page.goto('/en');
  await waitForWorker(page);
  // The page the visitor is on, at install; the other language's and the download page, when the browser is idle.
  await waitForSaved(page, ['/en', '/zh_cn', '/en/d']);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle(titles.en);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectStyled(page);
  await expectImagesShown(page);

  await page.goto('/zh_cn');
  await expect(page).toHaveTitle(titles.zh);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expectStyled(page);
  await expectImagesShown(page);

  // `/d` is the English download page's other address: the copy kept as /en/d answers it.
  await page.goto('/d');
  await expect(page).toHaveTitle(titles.enDownload);
  await expectStyled(page);
});

for (const { path, messages, lang } of [
  { path: '/zh_cn/d', messages: zhCn, lang: 'zh-CN' },
  { path: '/en/no-such-page', messages: en, lang: 'en' },
]) {
  test(`offline, ${path} (never opened on this phone) shows the offline page in its language, with what still works`, async ({ page, context }) => {
    await page.goto('/en');
    await waitForWorker(page);
    await context.setOffline(true);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(heading(page, messages.OfflinePage.heading)).toBeVisible();
    await expect(page.getByText(messages.OfflinePage.message)).toBeVisible();
    await expectStyled(page);

    // "Try again" asks for the same address: once online, the page itself.
    await context.setOffline(false);
    await page.getByRole('link', { name: messages.OfflinePage.tryAgain }).click();
    await expect(heading(page, messages.OfflinePage.heading)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(path);
  });
}

test('with Save-Data on, nothing is fetched for later: only the page the visitor opened is kept', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'allow', extraHTTPHeaders: { 'Save-Data': 'on' } });
  // Chromium has no switch for the setting itself: the page reads it as a browser that has it on reports it.
  await context.addInitScript(() => {
    const { connection } = navigator as Navigator & { connection: object };
    Object.defineProperty(Object.getPrototypeOf(connection), 'saveData', { get: () => true });
  });
  const requests = watchRequests(context);
  const page = await context.newPage();
  await page.goto('/en', { waitUntil: 'load' });
  await waitForWorker(page);
  await waitForSaved(page, ['/en']);
  // Long past the idle moment the neighbours would have been asked for.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 2_000))));
  expect(requests.filter((request) => /^GET \/(zh_cn|en\/d|d)$/.test(request))).toEqual([]);
  expect(await savedPaths(page, ['/zh_cn', '/en/d'])).toEqual([false, false]);

  await context.setOffline(true);
  await page.goto('/zh_cn', { waitUntil: 'load' });
  await expect(heading(page, zhCn.OfflinePage.heading)).toBeVisible();
  await context.close();
});

test('online with the worker in control, both forms post as before: the island gets its dialog, the plain form the server’s page', async ({
  page,
  context,
  request,
}) => {
  const copy = contactCopy.en;
  const clock = await installPageClock(page);
  await page.goto(`${copy.path}#contact`);
  await expect(contactIsland(page)).not.toHaveAttribute('ssr');
  await waitForWorker(page);
  await page.reload();
  await expect(contactIsland(page)).not.toHaveAttribute('ssr');
  const message = uniqueMessage();
  const form = await fillValidLead(page, copy, message);
  await clock.tookTime();
  await form.submit.click();
  await expect(page.getByRole('dialog', { name: copy.success })).toBeVisible();
  await expectStoredOnce(request, message, copy.locale);

  const plain = await context.newPage();
  await blockPageScripts(plain);
  await plain.goto(`${copy.path}#contact`, { waitUntil: 'load' });
  const nativeMessage = uniqueMessage();
  await (await fillValidLead(plain, copy, nativeMessage)).submit.click();
  await expect(heading(plain, copy.answer.success)).toBeVisible();
  await expectStoredOnce(request, nativeMessage, copy.locale);
});

test('the island offline: the message is saved on the phone, and sent once when a page opens online after the tab was closed', async ({
  page,
  context,
  request,
}) => {
  const copy = contactCopy.en;
  const message = await saveMessageOffline(page, context, request, copy);
  await page.close();
  await expectSentOnceFromNextPage(context, request, '/d', message, copy.locale);
});

test('the island offline, page left open: back online, the message goes out and the page says so', async ({ page, context, request }) => {
  const copy = contactCopy.zh;
  const message = await saveMessageOffline(page, context, request, copy);
  // The phone says "online" a moment before a request gets through: the first send fails, and the worker tries again.
  let attempts = 0;
  await context.route('**/api/contact', (route) => (++attempts === 1 ? route.abort('internetdisconnected') : route.continue()));
  await context.setOffline(false);
  await expect(page.getByRole('region', { name: copy.notifications }).getByText(zhCn.Platform.savedMessageSent)).toBeVisible();
  await expect(page.getByText(copy.queued)).toHaveCount(0);
  await expectStoredOnce(request, message, copy.locale);
});

test('scripts blocked after the first visit: the plain form posted offline is saved, answered in Chinese, and sent once later', async ({
  page,
  context,
  request,
}) => {
  const copy = contactCopy.zh;
  await page.goto(copy.path);
  await waitForWorker(page);
  await waitForSaved(page, [copy.path]);

  await blockPageScripts(page);
  await context.setOffline(true);
  await page.goto(`${copy.path}#contact`, { waitUntil: 'load' });
  const message = uniqueMessage();
  const form = await fillValidLead(page, copy, message);
  await form.submit.click();
  await expect(heading(page, zhCn.MessageSavedPage.heading)).toBeVisible();
  await expect(page.getByText(zhCn.MessageSavedPage.body)).toBeVisible();
  expect(await storedLeads(request, message)).toEqual([]);

  await page.close();
  await expectSentOnceFromNextPage(context, request, '/en', message, copy.locale);
});

test('a retry whose answer was lost stores the message once: every attempt carries the same idempotency key', async ({ page, context, request }) => {
  const copy = contactCopy.en;
  const message = await saveMessageOffline(page, context, request, copy);

  // While this tab is open, every delivery reaches the server and its answer never reaches the phone; the worker
  // tries again by itself a few times (contact-outbox.ts).
  const keys: string[] = [];
  let answersLost = true;
  await context.route('**/api/contact', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!answersLost) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await context.setOffline(false);
  await expect.poll(() => keys.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  expect(await storedLeads(request, message)).toHaveLength(1);
  // The message stays saved until an answer arrives: the next page opened (the tab closed meanwhile) sends it again.
  await page.close();
  answersLost = false;
  const later = await context.newPage();
  await later.goto('/en');
  await expect(later.getByRole('region', { name: copy.notifications }).getByText(en.Platform.savedMessageSent)).toBeVisible({
    timeout: 15_000,
  });
  expect(new Set(keys).size).toBe(1);
  await expectStoredOnce(request, message, copy.locale);
});

test('the worker keeps no API answer, and the API fails offline instead of answering from a cache', async ({ page, context, request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await page.goto('/en');
  await waitForWorker(page);
  expect(await page.evaluate(async () => (await fetch('/api/health')).status)).toBe(200);
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const keys = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((entry) => new URL(entry.url).pathname)));
    return keys.flat();
  });
  expect(kept).toContain('/en');
  expect(kept.filter((path) => path.startsWith('/api'))).toEqual([]);

  await context.setOffline(true);
  expect(await page.evaluate(() => fetch('/api/health').then(() => 'answered', () => 'failed'))).toBe('failed');
});
