import { expect, test } from '../fixtures/test';

for (const [path, label] of [
  ['/en', 'Back to top'],
  ['/zh_cn', '返回顶部'],
] as const) {
  test.describe(`back to top (${path})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path);
    });

    test('appears after scrolling down and smooth-scrolls to the top', async ({ page }) => {
      const button = page.getByRole('button', { name: label });
      await expect(button).toBeHidden();

      await page.evaluate(() => window.scrollTo({ top: window.innerHeight * 1.5, behavior: 'instant' }));
      await expect(button).toBeVisible();

      // Smooth: right after the click the page has not jumped yet.
      const scrollYRightAfterClick = await button.evaluate((element: HTMLButtonElement) => {
        element.click();
        return window.scrollY;
      });
      expect(scrollYRightAfterClick).toBeGreaterThan(0);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.locator('main')).toBeFocused();
      await expect(button).toBeHidden();
    });

    test('jumps instantly under reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.evaluate(() => window.scrollTo({ top: window.innerHeight * 1.5, behavior: 'instant' }));
      const button = page.getByRole('button', { name: label });
      await expect(button).toBeVisible();
      const scrollYRightAfterClick = await button.evaluate((element: HTMLButtonElement) => {
        element.click();
        return window.scrollY;
      });
      expect(scrollYRightAfterClick).toBe(0);
    });

    test('has a distinct hover look', async ({ page }, testInfo) => {
      test.skip(testInfo.project.name === 'mobile', 'hover needs a pointer that hovers');
      await page.evaluate(() => window.scrollTo({ top: window.innerHeight * 1.5, behavior: 'instant' }));
      const button = page.getByRole('button', { name: label });
      await expect(button).toBeVisible();
      await expect(button).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await button.hover();
      await expect(button).toHaveCSS('background-color', 'rgb(4, 120, 87)');
      await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
    });
  });
}
