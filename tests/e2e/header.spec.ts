import type { Page, TestInfo } from '@playwright/test';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { siteConfig } from '../../src/site/site-config';
import { expect, test } from '../fixtures/test';

/** What a visitor of `path` reads in the header, from the page's message file. */
function copyOf(path: string, lang: 'en' | 'zh-CN', messages: typeof en | typeof zhCn) {
  const header = messages.SiteHeader;
  const home = messages.HomePage;
  /** This locale's key in the language switch's list. */
  const switchKey: 'en' | 'zh' = lang === 'en' ? 'en' : 'zh';
  return {
    path,
    lang,
    switchKey,
    brandHome: header.brandHome.replace('{name}', siteConfig.name),
    menu: header.menu,
    mainNavigation: header.mainNavigation,
    language: messages.LanguageSwitch.label,
    languageNames: { en: messages.LanguageSwitch.en, zh: messages.LanguageSwitch.zh },
    globalTrade: header.globalTrade,
    /** The header link, the section it scrolls to and that section's heading. */
    sections: [
      [header.about, 'about', home.about.title],
      [header.service, 'service', home.service.title],
      [header.contact, 'contact', home.contact.title],
    ] as const,
    sellerCentral: header.sellerCentral,
    downloadApp: header.downloadApp,
    newTab: header.opensInNewTab,
  };
}

const locales = [copyOf('/en', 'en', en), copyOf('/zh_cn', 'zh-CN', zhCn)] as const;

type Locale = ReturnType<typeof copyOf>;

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** The header's dropdowns animate for 0.3 s; act on them once they have settled. */
async function waitForTransitions(page: Page) {
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

function menuButton(page: Page, t: Locale) {
  return page.getByRole('banner').getByRole('button', { name: t.menu });
}

function languageButton(page: Page, t: Locale) {
  return page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t.language}`) });
}

/** The visible main navigation: the bar at 1280 px, the opened hamburger dropdown at 375 px. */
async function openNavigation(page: Page, t: Locale, testInfo: TestInfo) {
  if (isMobile(testInfo)) {
    await menuButton(page, t).click();
    await waitForTransitions(page);
  }
  return page.getByRole('banner').getByRole('navigation', { name: t.mainNavigation });
}

for (const t of locales) {
  test.describe(`header in ${t.lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(t.path);
    });

    test('shows the brand, external links in new tabs and in-page section links', async ({ page }, testInfo) => {
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: t.brandHome })).toHaveAttribute('href', t.path);
      await expect(banner.locator('a[aria-label] svg')).toHaveCount(1);
      await expect(banner.locator('img')).toHaveCount(0);

      const nav = await openNavigation(page, t, testInfo);
      for (const name of [t.globalTrade, t.sellerCentral, t.downloadApp]) {
        const link = banner.getByRole('link', { name: `${name} ${t.newTab}`, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', /^https?:\/\/(?!localhost)/);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      const sellerHref = await banner.getByRole('link', { name: `${t.sellerCentral} ${t.newTab}` }).getAttribute('href');
      const tradeHref = await banner.getByRole('link', { name: `${t.globalTrade} ${t.newTab}` }).getAttribute('href');
      expect(sellerHref).not.toBe(tradeHref);

      for (const [name, id] of t.sections) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', `#${id}`);
      }
    });

    test('in-page links scroll their section into view', async ({ page }, testInfo) => {
      for (const [name, id, heading] of [...t.sections].reverse()) {
        const nav = await openNavigation(page, t, testInfo);
        await nav.getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
        if (isMobile(testInfo)) {
          // Choosing a section closes the menu.
          await expect(menuButton(page, t)).toHaveAttribute('aria-expanded', 'false');
          await expect(nav).toBeHidden();
        }
      }
    });

    test('the Download Buyer APP badge shows in the bar only from 768 px', async ({ page }, testInfo) => {
      const badge = page.getByRole('banner').getByRole('link', { name: `${t.downloadApp} ${t.newTab}` });
      if (isMobile(testInfo)) {
        await expect(badge).toBeHidden();
        return;
      }
      await expect(badge).toBeVisible();
      await page.setViewportSize({ width: 768, height: 800 });
      await expect(badge).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: t.menu })).toBeHidden();
      await page.setViewportSize({ width: 767, height: 800 });
      await expect(badge).toBeHidden();
      await expect(menuButton(page, t)).toBeVisible();
    });

    test('the language dropdown is keyboard operable: Enter opens it, Tab enters its links', async ({ page }) => {
      // The list comes before its button in the document; focus still goes from the button into the open list.
      const button = languageButton(page, t);
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(panel).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link').first()).toBeFocused();
    });

    test('the language switch opens a dropdown that Escape and outside clicks close', async ({ page }) => {
      const button = languageButton(page, t);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(panel).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByRole('link', { name: t.languageNames.en })).toBeVisible();
      await expect(panel.getByRole('link', { name: t.languageNames.zh })).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await expect(panel).toBeVisible();
      // A click on the page outside the header (left edge, clear of the dropdown).
      await page.mouse.click(8, 400);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    });

    test('the language switch loads the other page at the same scroll offset', async ({ page }) => {
      const [target, back] = t.path === '/en' ? [locales[1], locales[0]] : [locales[0], locales[1]];
      await page.evaluate(() => Object.assign(window, { samePageMarker: true }));

      for (const destination of [target, back]) {
        await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
        const current = destination === target ? t : target;
        await languageButton(page, current).click();
        await waitForTransitions(page);
        const scrollY = await page.evaluate(() => window.scrollY);
        expect(scrollY).toBe(700);
        await page.getByRole('banner').getByRole('link', { name: current.languageNames[destination.switchKey] }).click();

        await expect(page).toHaveURL(new RegExp(`${destination.path}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', destination.lang);
        await expect(page.getByRole('heading', { level: 2, name: destination.sections[0][2] })).toBeAttached();
        await expect(page.getByRole('banner').getByRole('link', { name: destination.brandHome })).toBeAttached();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 4);
        expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(3);
        // A page load (the pages are static HTML), with the offset kept across it (src/lib/page-chrome/language-switch-offset.ts).
        expect(await page.evaluate(() => 'samePageMarker' in window)).toBe(false);
        await page.evaluate(() => Object.assign(window, { samePageMarker: true }));
      }
    });

    test('an in-page link on a page without the section goes to the home page section', async ({ page }, testInfo) => {
      await page.goto(`${t.path}/nope`);
      const [name, id, heading] = t.sections[1];
      const nav = await openNavigation(page, t, testInfo);
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${t.path}#${id}$`));
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
    });
  });
}

test.describe('mobile menu (under 768 px)', () => {
  const t = locales[0];
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo), 'the hamburger exists only under 768 px');
    await page.goto(t.path);
  });

  for (const u of locales) {
    test(`opens and closes, one dropdown at a time (${u.lang})`, async ({ page }) => {
      await page.goto(u.path);
      const menu = menuButton(page, u);
      const language = languageButton(page, u);
      const panel = page.locator(`#${await menu.getAttribute('aria-controls')}`);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByRole('link', { name: u.sections[0][0], exact: true })).toBeVisible();
      await expect(panel.getByRole('link', { name: `${u.downloadApp} ${u.newTab}` })).toBeVisible();

      await language.click();
      await expect(language).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(language).toHaveAttribute('aria-expanded', 'false');

      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    });
  }

  test('a tap outside the header closes it', async ({ page }) => {
    const menu = menuButton(page, t);
    await menu.click();
    await waitForTransitions(page);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(20, 700);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('is keyboard operable: Enter opens, Tab enters the links, Escape closes and returns focus', async ({ page }) => {
    const menu = menuButton(page, t);
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: `${t.globalTrade} ${t.newTab}` })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('animates for 0.3 s, and not at all under reduced motion', async ({ page }) => {
    const menu = menuButton(page, t);
    const panel = page.locator(`#${await menu.getAttribute('aria-controls')}`);
    await expect(panel).toHaveCSS('transition-duration', /^0\.3s/);
    await expect(panel).toHaveCSS('transition-property', /opacity/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(panel).toHaveCSS('transition-property', 'none');
  });
});

test.describe('header is absent on the download pages', () => {
  for (const path of ['/d', '/en/d', '/zh_cn/d']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
    });
  }
});
