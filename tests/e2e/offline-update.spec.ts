import zhCn from '../../messages/zh_cn.json';
import { CONFIGURED_BUILD, STARTUP_TIMEOUT_MS, startBuild, type ConfiguredServer } from '../fixtures/configured-build';
import { contactCopy } from '../fixtures/contact-copy';
import { contactFields } from '../fixtures/contact-locators';
import { expectStyled, waitForKept, waitForSaved, waitForWorker } from '../fixtures/offline-support';
import { freePort } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';

/**
 * A deploy while a phone keeps the site (src/service-worker/page-cache.ts): the main build is served, a visitor
 * comes once, then the configured build (another brand name, scripts/test.mjs) replaces it at the same address.
 */
test.use({ serviceWorkers: 'allow' });

const newBrand = CONFIGURED_BUILD.siteName;

test('an update reaches the next online visit, and offline the phone then shows the new build whole, in both languages', async ({ page, context }) => {
  test.setTimeout(2 * STARTUP_TIMEOUT_MS + 60_000);
  const port = await freePort();
  let server: ConfiguredServer = await startBuild('dist', { port });
  try {
    // The visitor reads both home pages: the phone keeps each, and the offline pages of both languages.
    await page.goto(`${server.url}/en`);
    await waitForWorker(page);
    await page.goto(`${server.url}/zh_cn`);
    await waitForKept(page, '/en');
    await waitForKept(page, '/zh_cn');
    await expect(page).not.toHaveTitle(new RegExp(newBrand));
    const keptByOldBuild = await page.evaluate(() => caches.keys());

    await server.stop();
    server = await startBuild(CONFIGURED_BUILD.distDir, { port, env: { SITE_NAME: '' } });
    // Online, the page comes from the network: the new site at once, though the old worker still answers.
    await page.goto(`${server.url}/en`);
    await expect(page).toHaveTitle(new RegExp(newBrand));
    // The new worker takes over: its own page cache, the old one gone, the pages the phone kept fetched anew.
    await expect
      .poll(async () => (await page.evaluate(() => caches.keys())).filter((name) => name.startsWith('pages-') && !keptByOldBuild.includes(name)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    await expect.poll(async () => (await page.evaluate(() => caches.keys())).filter((name) => name.startsWith('pages-')).length).toBe(1);
    await waitForSaved(page, ['/en', '/zh_cn', '/en/offline', '/zh_cn/offline']);

    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveTitle(new RegExp(newBrand));
    await expectStyled(page);
    // A page kept by the old build comes back as the new build's, with the new build's styles, and its form.
    await page.goto(`${server.url}/zh_cn#contact`);
    await expect(page).toHaveTitle(zhCn.Metadata.title.replace('{name}', newBrand));
    await expectStyled(page);
    await expect(contactFields(page, contactCopy.zh).form).toBeVisible();
    // A page never opened: the offline page, from the new build.
    await page.goto(`${server.url}/zh_cn/d`);
    await expect(page.getByRole('heading', { level: 1, name: zhCn.OfflinePage.heading })).toBeVisible();
    await expectStyled(page);
  } finally {
    await server.stop();
  }
});
