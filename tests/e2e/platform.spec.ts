import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/**
 * Holds the App Router's requests for a page (RSC payload and prefetches, not the document)
 * until `release` is called, so a client-side navigation is slow for as long as the test needs.
 */
async function holdPageData(page: Page, pathname: string): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname || url.pathname.startsWith(`${pathname}.`),
    async (route) => {
      if (route.request().resourceType() !== 'document') await released;
      await route.continue().catch(() => {});
    },
  );
  return { release };
}

for (const { path, home, back, label, failed, about } of [
  {
    path: '/en/nope',
    home: '/en',
    back: 'Back to the home page',
    label: 'Loading page',
    failed: 'The page could not be loaded',
    about: 'About us',
  },
  { path: '/zh_cn/nope', home: '/zh_cn', back: '返回首页', label: '页面加载中', failed: '页面加载失败', about: '关于我们' },
]) {
  test.describe(`navigation progress bar (${home})`, () => {
    test('is absent while idle, shows during a slow client-side navigation, and goes when it finishes', async ({
      page,
    }) => {
      // Held from the start: the link prefetches the page as soon as it is on screen.
      const data = await holdPageData(page, home);
      await page.goto(path);
      const bar = page.getByRole('progressbar', { name: label });
      await expect(bar).toHaveCount(0);

      await page.getByRole('link', { name: back }).click();
      await expect(bar).toBeVisible();
      await expect(bar).not.toHaveAttribute('aria-valuetext', failed);

      data.release();
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      await expect(page.getByRole('heading', { name: about })).toBeVisible();
      await expect(bar).toHaveCount(0);
    });

    test('shows a failed state when the navigation errors', async ({ page }) => {
      const data = await holdPageData(page, home);
      await page.goto(path);
      await page.getByRole('link', { name: back }).click();
      const bar = page.getByRole('progressbar', { name: label });
      await expect(bar).toBeVisible();

      // An uncaught error while the navigation is pending (as a failed chunk or render would raise).
      await page.evaluate(() => window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' })));
      await expect(bar).toHaveAttribute('aria-valuetext', failed);
      data.release();
    });
  });
}

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
