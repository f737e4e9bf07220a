import { expect, test } from '../fixtures/test';

/**
 * HTML first: no script stands between the visitor and the page. With every script held back (a phone whose
 * connection is still bringing them), each page is parsed, painted and loaded, its main heading on screen: the page
 * asks for no script file before its `load` event (the chrome's module waits in a <template> until then,
 * PageChrome.astro), and its inline scripts are tiny.
 */
test.use({ scriptMode: 'held' });

for (const path of ['/en', '/zh_cn', '/en/d', '/zh_cn/nope']) {
  test(`${path} is parsed and painted while its scripts are still on their way`, async ({ page, heldScripts }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    // Loaded without a script file: the chrome's module is asked for only now, and is still held.
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    await expect.poll(() => heldScripts.requested()).toBeGreaterThan(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-enhanced');
    heldScripts.release();
    await expect(page.locator('html')).toHaveAttribute('data-enhanced', '');
  });
}
