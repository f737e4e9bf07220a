import { expect, test } from '../fixtures/test';

/**
 * HTML first: no script stands between the visitor and the page. With every script held back (a phone whose
 * connection is still bringing them), each page is parsed and painted, its main heading on screen; no script is
 * render-blocking (the page's modules are deferred by nature, and its only inline script is in the head, tiny).
 */
test.use({ scriptMode: 'held' });

for (const path of ['/en', '/zh_cn', '/en/d', '/zh_cn/nope']) {
  test(`${path} is parsed and painted while its scripts are still on their way`, async ({ page, heldScripts }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
      .toBe(1);
    // The scripts were asked for and are still held: the paint did not wait for them.
    expect(heldScripts.requested()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.readyState)).toBe('interactive');
    heldScripts.release();
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  });
}
