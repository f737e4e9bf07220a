import type { Page } from '@playwright/test';
import { PAGE_END_ID } from '../../src/lib/page-chrome/chrome-hooks';
import { expect, test } from '../fixtures/test';
import { isMobile, LANGUAGES, waitForTransitions, type Language } from '../fixtures/site';

/**
 * Beside tests/e2e/offline.spec.ts and header.spec.ts, with and without JavaScript:
 * - the offline banner's text is not in its status region while online, so assistive technology (and any query of
 *   the region) never finds a status saying "offline" on a connected page;
 * - a header section link on a 404 page goes to the home page's section, not to a section that page does not have.
 */

/** The page chrome's status region (the home page's contact form has a status region of its own). */
const chromeStatus = (page: Page) => page.locator(`#${PAGE_END_ID}`).getByRole('status');

test.describe('offline banner', () => {
  for (const { prefix, messages } of LANGUAGES) {
    const text = messages.Platform.offline;

    for (const path of [prefix, `${prefix}/d`]) {
      test(`${path}: no status text online, a polite status banner offline, gone again online`, async ({ page, context }) => {
        await page.goto(path);
        const banner = page.getByRole('status').filter({ hasText: text });
        // The live region is there before the text, so screen readers announce the text when it comes.
        await expect(chromeStatus(page)).toHaveCount(1);
        await expect(banner).toHaveCount(0);
        // Not even hidden in the page: nothing (a screen reader's browse mode, a text query) can read it online.
        await expect(page.getByText(text)).toHaveCount(0);

        await context.setOffline(true);
        await expect(banner).toBeVisible();
        await expect(banner).not.toHaveAttribute('aria-live', 'assertive');
        await expect(banner).not.toHaveAttribute('aria-hidden', 'true');

        await context.setOffline(false);
        await expect(banner).toHaveCount(0);
        await expect(page.getByText(text)).toHaveCount(0);

        // And again: the banner comes back on the next loss of connection.
        await context.setOffline(true);
        await expect(banner).toBeVisible();
        await context.setOffline(false);
        await expect(banner).toHaveCount(0);
      });
    }
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const { prefix, messages } of LANGUAGES) {
      test(`${prefix}: the page's HTML has no offline text in its status region`, async ({ page }) => {
        await page.goto(prefix);
        await expect(chromeStatus(page)).toHaveCount(1);
        await expect(page.getByRole('status').filter({ hasText: messages.Platform.offline })).toHaveCount(0);
        await expect(page.getByText(messages.Platform.offline)).toHaveCount(0);
      });
    }
  });
});

/** The header's main navigation as a visitor reaches it: the bar at 1280 px, the opened hamburger panel at 375 px. */
async function openNavigation(page: Page, { messages }: Language, mobile: boolean) {
  const banner = page.getByRole('banner');
  if (mobile) {
    await banner.getByRole('button', { name: messages.SiteHeader.menu }).click();
    await waitForTransitions(page);
  }
  return banner.getByRole('navigation', { name: messages.SiteHeader.mainNavigation }).filter({ visible: true });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`header section links with JavaScript ${javaScriptEnabled ? 'enabled' : 'disabled'}`, () => {
    test.use({ javaScriptEnabled });

    for (const t of LANGUAGES) {
      const { SiteHeader: copy, HomePage: home } = t.messages;
      const sections = [
        [copy.about, 'about'],
        [copy.service, 'service'],
        [copy.contact, 'contact'],
      ] as const;

      test(`${t.prefix}/nope: "${copy.service}" goes to the home page's section`, async ({ page }, testInfo) => {
        await page.goto(`${t.prefix}/nope`);
        const nav = await openNavigation(page, t, isMobile(testInfo.project.name));
        // In the HTML itself: the 404 page is prerendered without the sections.
        for (const [name, id] of sections) {
          await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', `${t.prefix}#${id}`);
        }
        await nav.getByRole('link', { name: copy.service, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${t.prefix}#service$`));
        await expect(page.getByRole('heading', { level: 2, name: home.service.title })).toBeInViewport();
      });

      test(`${t.prefix}: the section links stay in-page anchors that scroll smoothly`, async ({ page }, testInfo) => {
        await page.goto(t.prefix);
        // A marker on this document: an in-page link keeps it, a page load would drop it.
        await page.evaluate(() => Object.assign(window, { samePageMarker: true }));
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
        const nav = await openNavigation(page, t, isMobile(testInfo.project.name));
        for (const [name, id] of sections) {
          await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', `#${id}`);
        }
        await nav.getByRole('link', { name: copy.service, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${t.prefix}#service$`));
        await expect(page.getByRole('heading', { level: 2, name: home.service.title })).toBeInViewport();
        expect(await page.evaluate(() => 'samePageMarker' in window)).toBe(true);
      });
    }

    test('the unsupported-language page (English) sends the section links to /en', async ({ page }, testInfo) => {
      const [en] = LANGUAGES;
      await page.goto('/fr');
      const nav = await openNavigation(page, en, isMobile(testInfo.project.name));
      await expect(nav.getByRole('link', { name: en.messages.SiteHeader.contact, exact: true })).toHaveAttribute('href', '/en#contact');
    });
  });
}
