import { expect, test } from '../fixtures/test';

// The bar while a page is slow to arrive, and its failed state: tests/e2e/page-behaviours.spec.ts.
test('a link to an in-page anchor or another site does not start the progress bar', async ({ page }) => {
  await page.goto('/en');
  await page.evaluate(() => {
    const anchor = Object.assign(document.createElement('a'), { href: '#contact', textContent: 'Jump' });
    document.body.prepend(anchor);
  });
  await page.getByRole('link', { name: 'Jump' }).click();
  await expect(page).toHaveURL(/#contact$/);
  // The bar would appear 200 ms after a navigation start; a second in, it still is not there.
  await page.waitForTimeout(1000);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
