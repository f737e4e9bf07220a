import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/**
 * The language switch keeps the visitor's place on the page, every time: /en ↔ /zh_cn at nine offsets, each in both
 * directions, at 1280 and 375 px (the two projects). A single miss fails the test, and the test lists every miss.
 */

const OFFSETS = [900, 1200, 1500, 1800, 2300, 2600, 3100, 4200, 'near the bottom'] as const;
const ROUNDS = 2;

const languages = {
  '/en': { lang: 'en', button: /^Language/, other: '/zh_cn', otherLink: '中文' },
  '/zh_cn': { lang: 'zh-CN', button: /^语言/, other: '/en', otherLink: 'English' },
} as const;

type Path = keyof typeof languages;

const maxScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

/** Two frames and a moment more: a late scroll to the top (the race this guards against) has happened by then. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
  );

/** Switches from `from` through the header's dropdown; returns the offset before and after. */
async function switchLanguage(page: Page, from: Path) {
  const { button, other, otherLink } = languages[from];
  const before = await page.evaluate(() => window.scrollY);
  await page.getByRole('banner').getByRole('button', { name: button }).click();
  // A click where the link is, as a visitor's; `locator.click()` first scrolls its target "into view", and for a link
  // in the sticky header that moves the page.
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const box = await page.getByRole('banner').getByRole('link', { name: otherLink, exact: true }).boundingBox();
  if (!box) throw new Error(`no ${otherLink} link`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // A page load: the offset is carried across it (src/scripts/language-switch-offset.ts).
  await expect(page).toHaveURL(new RegExp(`${other}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', languages[other].lang);
  await settle(page);
  return { before, after: await page.evaluate(() => window.scrollY), other };
}

// Nine offsets, an odd number: the second round switches the other way at each, so every offset is tried from /en and
// from /zh_cn. (A second test starting from /zh_cn made the same 18 switches again.)
test('switching keeps the scroll offset at every offset, both ways, every time', async ({ page }) => {
  // 18 page loads: about half a minute on a quiet machine, a few on a busy one.
  test.setTimeout(300_000);
  await page.goto('/en');
  let current: Path = '/en';
  const misses: string[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const offset of OFFSETS) {
      const max = await maxScroll(page);
      const wanted = offset === 'near the bottom' ? max - 5 : Math.min(offset, max);
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), wanted);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(wanted);
      const { before, after, other } = await switchLanguage(page, current);
      const expected = Math.min(before, await maxScroll(page));
      if (Math.abs(after - expected) > 2) misses.push(`round ${round}, ${current} → ${other} at ${offset}: ${before} → ${after}`);
      current = other;
    }
  }
  expect(misses).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ scriptMode: 'none' });

  for (const [path, { button, other, otherLink, lang }] of Object.entries(languages)) {
    test(`${path}: the language links are plain links to the other home page`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('banner').getByRole('button', { name: button }).click();
      const link = page.getByRole('banner').getByRole('link', { name: otherLink, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', other);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${other}$`));
      await expect(page.locator('html')).not.toHaveAttribute('lang', lang);
    });
  }
});

test.describe('before the scripts arrive', () => {
  test.use({ scriptMode: 'held' });

  for (const [path, { other }] of Object.entries(languages) as Array<[Path, (typeof languages)[Path]]>) {
    test(`${path}: a switch before the page's scripts have run keeps the offset too`, async ({ page }) => {
      for (const offset of [900, 2300]) {
        await page.goto(path);
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), offset);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(offset);
        // The same finger-like click as above: a click that scrolled the page first would move what is kept.
        const { before, after } = await switchLanguage(page, path);
        expect(before).toBe(offset);
        expect(page.url()).toMatch(new RegExp(`${other}$`));
        expect(Math.abs(after - Math.min(before, await maxScroll(page)))).toBeLessThanOrEqual(2);
      }
    });
  }
});
