import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { contactCopy } from '../fixtures/contact-copy';
import { contactIsland, fillValidLead } from '../fixtures/contact-locators';
import { expectStyled, savedPaths, waitForKept, waitForSaved, waitForWorker, watchRequests } from '../fixtures/offline-support';
import { withName } from '../fixtures/site';
import { expectStoredOnce, storedLeads } from '../fixtures/stored-leads';
import { expect, test } from '../fixtures/test';

/**
 * Offline first (src/service-worker/, src/scripts/offline-support.ts) in real Chromium with its service worker: what
 * the worker keeps, what it downloads, and what opens with no network. `context.setOffline` cuts the worker's own
 * fetches too, as on a phone that lost its signal. Messages written offline: offline-messages.spec.ts.
 */
test.use({ serviceWorkers: 'allow' });

const titles = {
  en: withName(en.Metadata.title),
  zh: withName(zhCn.Metadata.title),
  enDownload: withName(en.Metadata.downloadTitle),
};

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Every image of the page's main content, lazy ones brought into view, is drawn. */
async function expectImagesShown(page: Page) {
  const images = await page.locator('main img').all();
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBeGreaterThan(0);
  }
}

/** Long past the moment an idle browser would have fetched anything for later. */
const pastIdle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 2_000))));

/** The browser reports this connection (Save-Data, or a 2G link), as a phone that has it does. */
async function reportConnection(context: BrowserContext, connection: { saveData?: boolean; effectiveType?: string }) {
  await context.addInitScript((reported) => {
    const prototype = Object.getPrototypeOf((navigator as Navigator & { connection: object }).connection) as object;
    for (const [name, value] of Object.entries(reported)) Object.defineProperty(prototype, name, { get: () => value });
  }, connection);
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

for (const { path, offline } of [
  { path: '/en', offline: ['/en/offline'] },
  { path: '/zh_cn', offline: ['/zh_cn/offline'] },
]) {
  test(`a first visit to ${path}: the worker downloads the offline page of its language and nothing else, and keeps what the page loaded`, async ({
    page,
    context,
  }) => {
    const requests = watchRequests(context);
    await page.goto(path);
    await waitForWorker(page);
    await waitForKept(page, path);
    await pastIdle(page);
    // Not React, not the form's island, not the other language's page or /d, not a diagram nobody has seen.
    expect(requests.fetchedForLater()).toEqual(offline);
    // What the page loaded is kept, from the browser's HTTP cache: its styles and the page chrome's script.
    const loaded = [...requests.page].filter((loadedPath) => /\.(css|js)$/.test(loadedPath));
    expect(loaded.length).toBeGreaterThanOrEqual(2);
    expect(await savedPaths(page, loaded)).toEqual(loaded.map(() => true));
  });
}

test('every page visited opens with no network, in its language, with its styles and the images it showed', async ({ page, context }) => {
  for (const path of ['/en', '/zh_cn', '/d']) {
    await page.goto(path);
    await waitForWorker(page);
    // The visitor reads the whole page: the lazy images, the model diagram among them, load as they come into view.
    await expectImagesShown(page);
  }
  await waitForKept(page, '/zh_cn');

  await context.setOffline(true);
  await page.goto('/en');
  await expect(page).toHaveTitle(titles.en);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectStyled(page);
  await expectImagesShown(page);

  await page.goto('/zh_cn');
  await expect(page).toHaveTitle(titles.zh);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expectStyled(page);
  await expectImagesShown(page);

  // `/en/d` is the download page's other address: the copy kept as /d answers it.
  await page.goto('/en/d');
  await expect(page).toHaveTitle(titles.enDownload);
  await expectStyled(page);
});

for (const { visited, path, messages, lang } of [
  { visited: '/zh_cn', path: '/zh_cn/d', messages: zhCn, lang: 'zh-CN' },
  { visited: '/en', path: '/en/no-such-page', messages: en, lang: 'en' },
  // A visitor who has read only English gets the offline page in English: the Chinese one was never fetched.
  { visited: '/en', path: '/zh_cn/d', messages: en, lang: 'en' },
]) {
  test(`after reading ${visited}, offline, ${path} (never opened on this phone) shows the offline page in ${lang}`, async ({ page, context }) => {
    await page.goto(visited);
    await waitForWorker(page);
    await waitForKept(page, visited);
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

for (const { label, connection } of [
  { label: 'Save-Data on', connection: { saveData: true } },
  { label: 'a 2G connection', connection: { effectiveType: '2g' } },
]) {
  test(`with ${label}, the worker downloads nothing on its own: it keeps only the page the visitor opened`, async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'allow', ...(connection.saveData ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}) });
    await reportConnection(context, connection);
    const requests = watchRequests(context);
    const page = await context.newPage();
    await page.goto('/en', { waitUntil: 'load' });
    await waitForWorker(page);
    await waitForSaved(page, ['/en']);
    await pastIdle(page);
    expect(requests.fetchedForLater()).toEqual([]);
    expect(await savedPaths(page, ['/en/offline', '/zh_cn', '/en/d'])).toEqual([false, false, false]);

    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    await expect(page).toHaveTitle(titles.en);
    await expectStyled(page);
    await context.close();
  });
}

test('the form’s island is kept once it loaded; where it never loaded, the plain form and the worker take the message offline', async ({
  page,
  context,
  request,
  pageProblems,
}) => {
  const copy = contactCopy.en;
  // The visitor reads the top of /zh_cn and never nears its form: its island is not fetched, so not kept.
  await page.goto('/zh_cn');
  await waitForWorker(page);
  await waitForKept(page, '/zh_cn');
  // On /en they reach the form: its island loads, and the worker keeps it.
  await page.goto(`${copy.path}#contact`);
  await expect(contactIsland(page)).not.toHaveAttribute('ssr');

  await context.setOffline(true);
  await page.reload();
  await expect(contactIsland(page)).not.toHaveAttribute('ssr');

  const zh = contactCopy.zh;
  await page.goto(`${zh.path}#contact`);
  // The island cannot load offline; the page does not reload (what is typed stays), and the form posts itself.
  const message = `Offline order, plain form: sugar. [${randomUUID()}]`;
  const form = await fillValidLead(page, zh, message);
  await expect(contactIsland(page)).toHaveAttribute('ssr');
  await form.submit.click();
  await expect(heading(page, zhCn.MessageSavedPage.heading)).toBeVisible();
  expect(await storedLeads(request, message)).toEqual([]);
  // The failed import of the island's script, which the browser reports: expected offline.
  expect(pageProblems.every((problem) => /dynamically imported module/i.test(problem))).toBe(true);
  pageProblems.length = 0;

  await context.setOffline(false);
  await page.goto('/en');
  await expect.poll(async () => (await storedLeads(request, message)).length, { timeout: 15_000 }).toBe(1);
  await expectStoredOnce(request, message, zh.locale);
});

test('the worker keeps no API answer and no inbox page, and the API fails offline instead of answering from a cache', async ({ page, context, request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await page.goto('/en');
  await waitForWorker(page);
  await waitForKept(page, '/en');
  expect(await page.evaluate(async () => (await fetch('/api/health')).status)).toBe(200);
  await page.goto('/inbox');
  await page.goto('/en');
  // The site's caches; the inbox's own worker (src/service-worker/inbox/) keeps its offline pages, and nothing else.
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const keys = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((entry) => ({ name, path: new URL(entry.url).pathname }))),
    );
    return keys.flat();
  });
  const site = kept.filter(({ name }) => !name.startsWith('inbox-')).map(({ path }) => path);
  expect(site).toContain('/en');
  expect(site.filter((path) => path.startsWith('/api') || path.startsWith('/inbox'))).toEqual([]);
  // (Whether it has installed yet when the page moved on does not matter here.)
  const inboxKept = kept.filter(({ name }) => name.startsWith('inbox-')).map(({ path }) => path);
  expect(inboxKept.filter((path) => !['/inbox/offline/en', '/inbox/offline/zh_cn'].includes(path))).toEqual([]);

  await context.setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
});
