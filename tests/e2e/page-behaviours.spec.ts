import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { isMobile, LANGUAGES, waitForTransitions, type Language } from '../fixtures/site';

/**
 * The page chrome's small behaviours (src/scripts/) on the built pages: the progress bar, the offline banner, the
 * chunk reload, back to top, the menus' aria-expanded and the toasts. The language switch's offset:
 * language-switch.spec.ts.
 */

const [english, chinese] = LANGUAGES;
const otherOf = (language: Language) => (language === english ? chinese : english);

const scrollOffset = (page: Page) => page.evaluate(() => window.scrollY);
const languageButton = (page: Page, { messages }: Language) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${messages.LanguageSwitch.label}`) });

/** Opens the language dropdown and clicks the other language where it is, as a finger does (no scroll into view). */
async function clickOtherLanguage(page: Page, from: Language) {
  await languageButton(page, from).click();
  await waitForTransitions(page);
  const name = otherOf(from) === english ? from.messages.LanguageSwitch.en : from.messages.LanguageSwitch.zh;
  const box = await page.getByRole('banner').getByRole('link', { name, exact: true }).boundingBox();
  if (!box) throw new Error(`no ${name} link`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Reports every change of the progress bar from the page: Playwright's own queries wait for a pending navigation to
 * end, and the bar lives only while one is pending.
 */
async function watchProgressBar(page: Page) {
  const seen: string[] = [];
  await page.exposeFunction('reportProgressBar', (state: string) => seen.push(state));
  await page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('[role="progressbar"]');
    if (!bar) throw new Error('no progress bar');
    const report = (window as unknown as { reportProgressBar: (state: string) => void }).reportProgressBar;
    new MutationObserver(() => report(`${bar.checkVisibility() ? 'visible' : 'hidden'} ${bar.dataset.state}`)).observe(bar, {
      attributes: true,
    });
  });
  return seen;
}

test('the progress bar shows while the next page is slow to arrive, and is gone on it', async ({ page }) => {
  await page.goto(english.prefix);
  await page.route(`**${chinese.prefix}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  const seen = await watchProgressBar(page);
  await expect(page.getByRole('progressbar', { name: english.messages.Platform.progressLabel })).toBeHidden();
  await clickOtherLanguage(page, english);
  await expect.poll(() => seen).toContain('visible loading');
  await expect(page).toHaveURL(new RegExp(`${chinese.prefix}$`));
  await expect(page.getByRole('progressbar', { name: chinese.messages.Platform.progressLabel })).toBeHidden();
});

test('the progress bar shows its failed state when the connection drops during the navigation', async ({ page }) => {
  await page.goto(`${chinese.prefix}/nope`);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${chinese.prefix}`, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  const seen = await watchProgressBar(page);
  // The browser's own event as the connection drops, once the bar shows the navigation pending. Set up from the page:
  // while the navigation is pending, Playwright's evaluate and setOffline wait for it to end. Tied to the bar, not to a
  // clock, so a slow click on a busy machine cannot send it before the navigation begins.
  await page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('[role="progressbar"]')!;
    const dropWhenLoading = new MutationObserver(() => {
      if (bar.dataset.state !== 'loading') return;
      dropWhenLoading.disconnect();
      setTimeout(() => window.dispatchEvent(new Event('offline')), 100);
    });
    dropWhenLoading.observe(bar, { attributes: true });
  });
  await page.getByRole('link', { name: chinese.messages.NotFound.backHome }).click({ noWaitAfter: true });
  await expect.poll(() => seen).toEqual(expect.arrayContaining(['visible loading', 'visible failed']));
  release();
});

test('the offline banner shows while the browser is offline', async ({ page, context }) => {
  for (const language of LANGUAGES) {
    await page.goto(language.prefix);
    const banner = page.getByRole('status').getByText(language.messages.Platform.offline);
    await expect(banner).toBeHidden();
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await context.setOffline(false);
    await expect(banner).toBeHidden();
  }
});

test.describe('chunk reload', () => {
  const STORAGE_KEY = 'chunk-reload-at';
  /** A flag on the current document: gone after a reload. */
  const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-test-mark', '1'));
  const isSameDocument = async (page: Page) => (await page.locator('html[data-test-mark]').count()) === 1;

  /**
   * A chunk of an older deploy that is gone: a real failed `import()` (the browser's own error), reported the way
   * `how` names. Handled here, so only the event is under test, not the page-error check of the fixtures.
   */
  function failChunk(page: Page, how: 'unhandledrejection' | 'astro:hydration-error' | 'vite:preloadError') {
    return page.evaluate(async (kind) => {
      const error = await import(/* @vite-ignore */ `/_astro/gone-after-a-deploy-${Date.now()}.js`).then(
        () => new Error('the chunk loaded'),
        (reason: unknown) => reason,
      );
      if (kind === 'unhandledrejection') {
        const promise = Promise.reject(error);
        promise.catch(() => {});
        window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise, reason: error }));
      } else if (kind === 'astro:hydration-error') {
        document.body.dispatchEvent(new CustomEvent(kind, { bubbles: true, detail: { error } }));
      } else {
        window.dispatchEvent(Object.assign(new Event(kind, { cancelable: true }), { payload: error }));
      }
    }, how);
  }

  /** Fails a chunk and waits for the reload it causes; the reload may end the page's evaluate before it returns. */
  async function failChunkAndReload(page: Page, how: Parameters<typeof failChunk>[1]) {
    const isNavigationError = (error: unknown) => error instanceof Error && /context was destroyed|navigat/i.test(error.message);
    await Promise.all([
      page.waitForEvent('load'),
      failChunk(page, how).catch((error: unknown) => {
        if (!isNavigationError(error)) throw error;
      }),
    ]);
  }

  test('a missing chunk reloads the page once, not again within a minute, and again after', async ({ page }) => {
    await page.goto(chinese.prefix);
    await markDocument(page);
    await failChunkAndReload(page, 'unhandledrejection');
    expect(await isSameDocument(page)).toBe(false);
    const reloadedAt = Number(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY));
    expect(reloadedAt).toBeGreaterThan(0);

    await markDocument(page);
    await failChunk(page, 'astro:hydration-error');
    await failChunk(page, 'vite:preloadError');
    await page.waitForTimeout(1500);
    expect(await isSameDocument(page)).toBe(true);

    await page.evaluate(([key, at]) => sessionStorage.setItem(key, String(at)), [STORAGE_KEY, reloadedAt - 61_000] as const);
    await failChunkAndReload(page, 'astro:hydration-error');
    expect(await isSameDocument(page)).toBe(false);
  });

  test('other failures never reload the page', async ({ page }) => {
    await page.goto(english.prefix);
    await markDocument(page);
    await page.evaluate(() => {
      const reason = new TypeError('x is undefined');
      const promise = Promise.reject(reason);
      promise.catch(() => {});
      window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise, reason }));
    });
    await page.waitForTimeout(1500);
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY)).toBeNull();
  });
});

test('back to top: shown after a screen of scrolling, takes the visitor to the top and the main content', async ({ page }) => {
  await page.goto(english.prefix);
  const button = page.getByRole('button', { name: english.messages.BackToTop.label });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => scrollOffset(page)).toBe(0);
  await expect(page.locator('main')).toBeFocused();
  await expect(button).toBeHidden();
});

test('the header menu buttons say whether their menu is expanded, one menu at a time', async ({ page }, testInfo) => {
  for (const language of LANGUAGES) {
    await page.goto(language.prefix);
    const languageMenu = languageButton(page, language);
    await expect(languageMenu).toHaveAttribute('aria-expanded', 'false');
    await languageMenu.click();
    await expect(languageMenu).toHaveAttribute('aria-expanded', 'true');
    await waitForTransitions(page);
    await page.keyboard.press('Escape');
    await expect(languageMenu).toHaveAttribute('aria-expanded', 'false');
    if (!isMobile(testInfo.project.name)) continue;

    const menu = page.getByRole('banner').getByRole('button', { name: language.messages.SiteHeader.menu });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await languageMenu.click();
    await expect(languageMenu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // A section link in the menu closes it.
    await menu.click();
    await page.getByRole('banner').getByRole('link', { name: language.messages.SiteHeader.about, exact: true }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  }
});

test('a toast asked for with the app:toast event shows in the notifications region for 2 s', async ({ page }) => {
  await page.goto(chinese.prefix);
  const region = page.getByRole('region', { name: chinese.messages.Platform.notifications });
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('app:toast', { detail: { message: '成功', variant: 'success' } })));
  await expect(region.getByText('成功')).toBeVisible();
  await expect(region.getByText('成功')).toBeHidden({ timeout: 4000 });
});
