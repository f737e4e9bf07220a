import type { Locator, Page } from '@playwright/test';
import { siteConfig } from '../../src/site/site-config';
import { expect, test } from '../fixtures/test';
import { isMobile, LANGUAGES, waitForTransitions, type Language } from '../fixtures/site';

/** The header's controls in a language, found by role and name as a visitor (and a screen reader) finds them. */
function headerOf(page: Page, { messages }: Language) {
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: messages.SiteHeader.menu });
  const language = banner.getByRole('button', { name: new RegExp(`^${messages.LanguageSwitch.label}`) });
  /** The panel a menu button opens (its `popovertarget`). */
  const panelOf = async (button: Locator) => page.locator(`#${await button.getAttribute('popovertarget')}`);
  return { banner, menu, language, panelOf };
}

const isOpen = (panel: Locator) => panel.evaluate((element) => element.matches(':popover-open'));

/** The menus are native popovers: everything here must hold before and without any script. */
for (const javaScriptEnabled of [false, true]) {
  test.describe(`header with JavaScript ${javaScriptEnabled ? 'enabled' : 'disabled'}`, () => {
    test.use({ javaScriptEnabled });

    for (const t of LANGUAGES) {
      const { SiteHeader: copy, HomePage: home } = t.messages;
      const sections = [
        [copy.about, 'about', home.about.title],
        [copy.service, 'service', home.service.title],
        [copy.contact, 'contact', home.contact.title],
      ] as const;

      test(`${t.prefix}: the hamburger and the language dropdown open one at a time and close on Escape and outside taps`, async ({ page }, testInfo) => {
        test.skip(!isMobile(testInfo.project.name), 'the hamburger exists only under 768 px');
        await page.goto(t.prefix);
        const { menu, language, panelOf } = headerOf(page, t);
        const menuPanel = await panelOf(menu);
        const languagePanel = await panelOf(language);
        await expect(menuPanel).toBeHidden();

        await menu.click();
        await expect(menuPanel.getByRole('link', { name: copy.about, exact: true })).toBeVisible();
        await expect(menuPanel.getByRole('link', { name: `${copy.downloadApp} ${copy.opensInNewTab}` })).toBeVisible();

        // Opening the language dropdown closes the menu: both are `popover="auto"`.
        await language.click();
        await expect(languagePanel).toBeVisible();
        await expect(menuPanel).toBeHidden();
        expect(await isOpen(menuPanel)).toBe(false);

        await menu.click();
        await expect(menuPanel).toBeVisible();
        await expect(languagePanel).toBeHidden();

        await waitForTransitions(page);
        await page.keyboard.press('Escape');
        await expect(menuPanel).toBeHidden();

        await menu.click();
        await waitForTransitions(page);
        await page.mouse.click(20, 700);
        await expect(menuPanel).toBeHidden();
      });

      test(`${t.prefix}: the language dropdown lists both languages as links and closes on Escape and outside clicks`, async ({ page }) => {
        await page.goto(t.prefix);
        const { language, panelOf } = headerOf(page, t);
        const panel = await panelOf(language);
        await expect(panel).toBeHidden();

        await language.click();
        await expect(panel.getByRole('link', { name: t.messages.LanguageSwitch.en })).toHaveAttribute('href', '/en');
        await expect(panel.getByRole('link', { name: t.messages.LanguageSwitch.zh })).toHaveAttribute('href', '/zh_cn');
        await waitForTransitions(page);
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();

        await language.click();
        await expect(panel).toBeVisible();
        await waitForTransitions(page);
        await page.mouse.click(8, 400);
        await expect(panel).toBeHidden();
      });

      test(`${t.prefix}: the bar shows the links and the app badge from 768 px`, async ({ page }, testInfo) => {
        test.skip(isMobile(testInfo.project.name), 'the link bar is for 768 px and up');
        await page.goto(t.prefix);
        const { banner, menu } = headerOf(page, t);
        const bar = banner.getByRole('navigation', { name: copy.mainNavigation });
        for (const [name, id] of sections) {
          await expect(bar.getByRole('link', { name, exact: true })).toHaveAttribute('href', `#${id}`);
        }
        for (const [name, href] of [
          [copy.globalTrade, siteConfig.globalTradeUrl],
          [copy.sellerCentral, siteConfig.sellerLoginUrl],
        ] as const) {
          const link = bar.getByRole('link', { name: `${name} ${copy.opensInNewTab}`, exact: true });
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute('href', href);
          await expect(link).toHaveAttribute('target', '_blank');
        }
        const badge = banner.getByRole('link', { name: `${copy.downloadApp} ${copy.opensInNewTab}` });
        await expect(badge).toBeVisible();
        await expect(badge).toHaveAttribute('href', siteConfig.appStoreUrl);
        await expect(menu).toBeHidden();

        await page.setViewportSize({ width: 768, height: 800 });
        await expect(badge).toBeVisible();
        await expect(menu).toBeHidden();
        await page.setViewportSize({ width: 767, height: 800 });
        await expect(badge).toBeHidden();
        await expect(menu).toBeVisible();
      });

      test(`${t.prefix}: in-page links scroll their section into view`, async ({ page }, testInfo) => {
        await page.goto(t.prefix);
        const { banner, menu } = headerOf(page, t);
        for (const [name, id, heading] of [...sections].reverse()) {
          if (isMobile(testInfo.project.name)) {
            // Without scripts the menu stays open after a choice; a tap on its button closes it first.
            if (await banner.getByRole('navigation', { name: copy.mainNavigation }).isVisible()) await menu.click();
            await menu.click();
            await waitForTransitions(page);
          }
          await banner.getByRole('navigation', { name: copy.mainNavigation }).getByRole('link', { name, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`#${id}$`));
          await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
        }
      });
    }
  });
}
