import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { contactCopy, type ContactCopy } from '../fixtures/contact-copy';
import { contactIsland, fillValidLead } from '../fixtures/contact-locators';
import { blockPageScripts, waitForKept, waitForWorker } from '../fixtures/offline-support';
import { expectStoredOnce, installPageClock, storedLeads } from '../fixtures/stored-leads';
import { expect, test } from '../fixtures/test';

/**
 * A message written offline (src/service-worker/contact-outbox.ts) in real Chromium with its service worker:
 * `context.setOffline` cuts the worker's own fetches too, as on a phone that lost its signal. Every lead is read back
 * from the real server. (A browser with no service worker: contact-form.spec.ts and contact-island.spec.ts, where the
 * worker is blocked.)
 */
test.use({ serviceWorkers: 'allow' });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

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
  await waitForKept(page, copy.path);
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

test('online with the worker in control, both forms post as without it: the island gets its dialog, the plain form the server’s page', async ({
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
  // The page itself, and the answer the worker gives a plain form posted offline, in the page's language.
  await waitForKept(page, copy.path);

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

test('two tabs offline, each with a message, back online at once: each message is stored once', async ({ page, context, request }) => {
  const copy = contactCopy.en;
  const first = await saveMessageOffline(page, context, request, copy);
  const other = await context.newPage();
  const clock = await installPageClock(other);
  await other.goto(`${copy.path}#contact`);
  await expect(contactIsland(other)).not.toHaveAttribute('ssr');
  const second = uniqueMessage();
  const form = await fillValidLead(other, copy, second);
  await clock.tookTime();
  await form.submit.click();
  await expect(other.getByText(copy.queued)).toBeVisible();

  // Both pages hear `online` at the same moment and each asks the worker to send everything saved.
  await context.setOffline(false);
  for (const tab of [page, other]) {
    await expect(tab.getByRole('region', { name: copy.notifications }).getByText(en.Platform.savedMessageSent)).toBeVisible({ timeout: 15_000 });
  }
  await expectStoredOnce(request, first, copy.locale);
  await expectStoredOnce(request, second, copy.locale);
});
