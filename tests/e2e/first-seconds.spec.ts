import type { Locator, Page, TestInfo } from '@playwright/test';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { LANGUAGE_PANEL_ID, MENU_PANEL_ID } from '../../src/lib/page-chrome/header-dropdown';
import { expect, test, type ScriptMode } from '../fixtures/test';

/**
 * The first seconds on a cheap phone: what a visitor touches works from the first paint. Each test runs twice: with
 * JavaScript off, and with every script request held back (the window between the first paint and the scripts). Both
 * projects run them: 1280 px (desktop) and 375 px (mobile); both languages.
 */

/** The spec's four required-field messages, in field order, from the page's message file. */
const requiredMessages = ({ ContactForm: { errors } }: { ContactForm: { errors: Record<keyof typeof en.ContactForm.errors, string> } }) =>
  [errors.nameRequired, errors.countryRequired, errors.mobileRequired, errors.messageRequired] as const;

const locales = [
  {
    path: '/en',
    menu: 'Menu',
    language: /^Language/,
    about: 'About',
    other: { name: '中文', path: '/zh_cn' },
    required: requiredMessages(en),
    form: 'Contact form',
    name: 'Name',
    submit: 'Submit',
    failure: 'Submitted failed',
  },
  {
    path: '/zh_cn',
    menu: '菜单',
    language: /^语言/,
    about: '关于我们',
    other: { name: 'English', path: '/en' },
    required: requiredMessages(zhCn),
    form: '联系表单',
    name: '姓名',
    submit: '提交',
    failure: '提交失败',
  },
] as const;

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const panelOf = async (page: Page, button: Locator) => page.locator(`#${await button.getAttribute('popovertarget')}`);

/** The expanded state Chromium gives assistive technology for the button (its accessibility tree, not an attribute). */
async function expandedForAssistiveTechnology(page: Page, button: Locator): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const id = await button.getAttribute('popovertarget');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `button[popovertarget="${id}"]` });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? expanded.value.value === true : undefined;
  } finally {
    await cdp.detach();
  }
}

for (const mode of ['none', 'held'] as const satisfies ScriptMode[]) {
  test.describe(mode === 'none' ? 'without JavaScript' : 'while the scripts are still on their way', () => {
    test.use({ scriptMode: mode });

    for (const t of locales) {
      test(`${t.path}: the header's menus open, close each other, and close on Escape and a tap outside`, async ({ page, heldScripts }, testInfo) => {
        await page.goto(t.path);
        const banner = page.getByRole('banner');
        const language = banner.getByRole('button', { name: t.language });
        const languagePanel = await panelOf(page, language);
        await expect(languagePanel).toBeHidden();

        if (isMobile(testInfo)) {
          const menu = banner.getByRole('button', { name: t.menu, exact: true });
          const menuPanel = await panelOf(page, menu);
          await expect(menuPanel).toBeHidden();
          await menu.tap();
          await expect(menuPanel.getByRole('link', { name: t.about, exact: true })).toBeVisible();
          expect(await expandedForAssistiveTechnology(page, menu)).toBe(true);
          await expect(menuPanel).toHaveCSS('transition-duration', /^0\.3s/);

          // Opening the language dropdown closes the menu.
          await language.tap();
          await expect(languagePanel.getByRole('link', { name: t.other.name })).toBeVisible();
          await expect(menuPanel).toBeHidden();
          expect(await expandedForAssistiveTechnology(page, menu)).toBe(false);

          await menu.tap();
          await expect(menuPanel).toBeVisible();
          await expect(languagePanel).toBeHidden();
          // A tap outside closes it.
          await page.touchscreen.tap(20, 600);
          await expect(menuPanel).toBeHidden();
        } else {
          await expect(banner.getByRole('navigation').getByRole('link', { name: t.about, exact: true })).toBeVisible();
        }

        await language.click();
        await expect(languagePanel.getByRole('link', { name: t.other.name })).toBeVisible();
        expect(await expandedForAssistiveTechnology(page, language)).toBe(true);
        await page.keyboard.press('Escape');
        await expect(languagePanel).toBeHidden();
        await language.click();
        await expect(languagePanel).toBeVisible();
        await page.mouse.click(8, 500);
        await expect(languagePanel).toBeHidden();
        expect(await expandedForAssistiveTechnology(page, language)).toBe(false);
        if (mode === 'held') expect(heldScripts.requested()).toBeGreaterThan(0);
      });

      test(`${t.path}: the header's links are plain links`, async ({ page }, testInfo) => {
        await page.goto(t.path);
        const banner = page.getByRole('banner');
        if (isMobile(testInfo)) await banner.getByRole('button', { name: t.menu, exact: true }).click();
        await banner.getByRole('link', { name: t.about, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${t.path}#about$`));
        await expect(page.locator('#about')).toBeInViewport();

        await banner.getByRole('button', { name: t.language }).click();
        await banner.getByRole('link', { name: t.other.name }).click();
        await expect(page).toHaveURL(new RegExp(`${t.other.path}$`));
      });
    }
  });
}

/** The HTML of `path` up to the end of the header button that opens `panelId`: as far as a slow network has delivered. */
async function documentAsFarAsButton(page: Page, path: string, panelId: string) {
  const html = await (await page.request.get(path)).text();
  const opener = html.search(new RegExp(`<button[^>]*popovertarget="${panelId}"`, 'i'));
  expect(opener, `a button opening #${panelId}`).toBeGreaterThan(-1);
  return html.slice(0, html.indexOf('</button>', opener) + '</button>'.length);
}

test.describe('when the network has delivered the page only as far as a menu button', () => {
  test.use({ scriptMode: 'held' });

  for (const t of locales) {
    test(`${t.path}: a tap on the painted button opens its menu`, async ({ page }, testInfo) => {
      const banner = page.getByRole('banner');
      const menus: Array<[Locator, string]> = [[banner.getByRole('button', { name: t.language }), LANGUAGE_PANEL_ID]];
      if (isMobile(testInfo)) menus.push([banner.getByRole('button', { name: t.menu, exact: true }), MENU_PANEL_ID]);
      for (const [button, panelId] of menus) {
        const body = await documentAsFarAsButton(page, t.path, panelId);
        await page.route(`**${t.path}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
        await page.goto(t.path);
        await expect(button).toBeVisible();
        await button.click();
        await expect(page.locator(`#${panelId}`)).toBeVisible();
        await page.unroute(`**${t.path}`);
      }
    });
  }
});

// Never held for a script: before the island has hydrated (or with no JavaScript at all) the form is a native form, and
// a submit is a native post that the server answers with its own page.
for (const mode of ['none', 'held'] as const satisfies ScriptMode[]) {
  test.describe(`contact form ${mode === 'none' ? 'without JavaScript' : 'while its scripts are still on their way'}`, () => {
    test.use({ scriptMode: mode });

    for (const t of locales) {
      test(`${t.path}: an empty submit reaches the server's page, which lists the spec's messages and keeps the text`, async ({ page }) => {
        await page.goto(`${t.path}#contact`);
        await page.getByLabel(t.name, { exact: true }).fill('Ada');
        await page.getByRole('form', { name: t.form }).getByRole('button', { name: t.submit }).click();
        await expect(page.getByRole('heading', { level: 1, name: t.failure, exact: true })).toBeVisible();
        for (const message of t.required.slice(1)) await expect(page.getByRole('link', { name: message })).toBeVisible();
        await expect(page.locator('input[name="name"]')).toHaveValue('Ada');
      });
    }
  });
}
