import { expect, test } from '../fixtures/test';

for (const { path, text } of [
  { path: '/en', text: 'You are offline' },
  { path: '/zh_cn', text: '您已离线' },
  { path: '/en/d', text: 'You are offline' },
]) {
  test(`${path}: a polite status banner shows while offline and goes when back online`, async ({ page, context }) => {
    await page.goto(path);
    const banner = page.getByRole('status').filter({ hasText: text });
    await expect(banner).toHaveCount(0);

    await context.setOffline(true);
    await expect(banner).toBeVisible();
    // role="status" is a polite live region by definition; the region exists before the text appears.
    await expect(banner).not.toHaveAttribute('aria-live', 'assertive');

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });
}
