import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../src/lib/consent/analytics-consent';
import { serveConfiguredBuild } from '../fixtures/configured-build';
import { GTAG_SETS_COOKIES, readPageViews, watchGoogle } from '../fixtures/google-analytics';
import { LANGUAGES, type Language } from '../fixtures/site';
import { expect, test } from '../fixtures/test';

/**
 * Ask before analytics (Nigeria's GAID 2025): the configured build has a GA ID (tests/fixtures/configured-build.ts).
 * Runs at 1280 and 375 px (both projects), in both languages, with scripts on, held back and off. Google's hosts are
 * stubbed (tests/fixtures/google-analytics.ts): no test reaches them, and every request to them is counted.
 */
const configured = serveConfiguredBuild();

const noticeOf = (page: Page, { messages }: Language) => page.getByRole('dialog', { name: messages.ConsentNotice.title });
const acceptOf = (page: Page, language: Language) => noticeOf(page, language).getByRole('button', { name: language.messages.ConsentNotice.accept });
const declineOf = (page: Page, language: Language) => noticeOf(page, language).getByRole('button', { name: language.messages.ConsentNotice.decline });
const cookieSettingsOf = (page: Page, { messages }: Language) => page.getByRole('contentinfo').getByRole('link', { name: messages.Footer.cookieSettings });
const storedChoice = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, CONSENT_STORAGE_KEY);
const cookieNames = async (context: BrowserContext) => (await context.cookies()).map(({ name }) => name);

/** Opens `url` with Google's hosts watched from before the first request; the watch counts what reaches them. */
async function openWatchingGoogle(page: Page, context: BrowserContext, url: string) {
  const google = await watchGoogle(context);
  await page.goto(url);
  return google;
}

/** Layout shifts since the page started, as the browser reports them (the notice must cause none). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
}

for (const language of LANGUAGES) {
  const { prefix, messages } = language;

  test.describe(`${prefix}`, () => {
    test('a first visit asks, prominently and without shifting the page; nothing reaches Google and no cookie is set before a choice', async ({
      page,
      context,
    }) => {
      const google = await watchGoogle(context);
      const layoutShift = await recordLayoutShifts(page);
      await page.goto(`${configured.url}${prefix}`);
      const notice = noticeOf(page, language);
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('link', { name: messages.ConsentNotice.privacyLink })).toHaveAttribute('href', `${prefix}/privacy`);

      // Two equal choices: same size, same look.
      const [accept, decline] = [acceptOf(page, language), declineOf(page, language)];
      const [acceptBox, declineBox] = [await accept.boundingBox(), await decline.boundingBox()];
      expect(acceptBox?.width).toBeCloseTo(declineBox?.width ?? 0, 0);
      expect(acceptBox?.height).toBeCloseTo(declineBox?.height ?? 0, 0);
      expect(acceptBox?.height).toBeGreaterThanOrEqual(44);
      const look = (button: typeof accept) =>
        button.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.backgroundColor, style.color, style.fontWeight, style.fontSize, style.borderRadius];
        });
      expect(await look(accept)).toEqual(await look(decline));

      // Prominent: a clear part of the first screen, across its whole width on a phone.
      const viewport = page.viewportSize();
      const box = await notice.boundingBox();
      if (viewport && box) {
        if (viewport.width < 768) {
          expect(box.height / viewport.height).toBeGreaterThanOrEqual(0.25);
          expect(box.width).toBe(viewport.width);
        }
        expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
      }
      expect(await layoutShift()).toBe(0);

      // Keyboard: the choices are reachable with Tab, and axe finds nothing to fault.
      await page.keyboard.press('Tab');
      let focusedInNotice = false;
      for (let i = 0; i < 12 && !focusedInNotice; i += 1) {
        focusedInNotice = await accept.evaluate((element) => element === document.activeElement);
        if (!focusedInNotice) await page.keyboard.press('Tab');
      }
      expect(focusedInNotice).toBe(true);
      const { violations } = await new AxeBuilder({ page }).include('#consent-notice').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(violations.map(({ id }) => id)).toEqual([]);

      await page.waitForTimeout(1000);
      expect(google.requests).toEqual([]);
      expect(await cookieNames(context)).toEqual([]);
      expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    });

    test('Decline: nothing reaches Google, no cookie is set, and no later page asks again or flashes the notice', async ({ page, context }) => {
      const google = await openWatchingGoogle(page, context, `${configured.url}${prefix}`);
      await declineOf(page, language).click();
      await expect(noticeOf(page, language)).toBeHidden();
      await expect.poll(() => storedChoice(page)).toEqual({ choice: 'denied', date: new Date().toISOString().slice(0, 10) });

      // The next pages: the notice is already hidden in the first frame.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          const notice = document.getElementById('consent-notice');
          (window as unknown as { noticeShownAtFirstFrame: boolean }).noticeShownAtFirstFrame = !!notice && getComputedStyle(notice).display !== 'none';
        });
      });
      for (const path of [`${prefix}/d`, `${prefix}/privacy`, prefix]) {
        await page.goto(`${configured.url}${path}`);
        expect(await page.evaluate(() => (window as unknown as { noticeShownAtFirstFrame: boolean }).noticeShownAtFirstFrame)).toBe(false);
        await expect(noticeOf(page, language)).toBeHidden();
      }
      await page.waitForTimeout(1000);
      expect(google.requests).toEqual([]);
      expect(await cookieNames(context)).toEqual([]);
    });

    test('Accept: gtag.js loads and the page view of the page accepted on is sent; then one view per page', async ({ page, context }) => {
      const google = await openWatchingGoogle(page, context, `${configured.url}${prefix}/d`);
      await page.waitForTimeout(500);
      expect(google.requests).toEqual([]);
      await acceptOf(page, language).click();
      await expect(noticeOf(page, language)).toBeHidden();
      await expect
        .poll(() => readPageViews(page))
        .toEqual([expect.objectContaining({ page_path: `${prefix}/d`, page_location: `${configured.url}${prefix}/d` })]);
      await expect.poll(() => google.scripts().length).toBe(1);
      await expect.poll(() => cookieNames(context)).toEqual(expect.arrayContaining(['_ga', '_ga_TEST123']));

      await page.goto(`${configured.url}${prefix}`);
      await expect(noticeOf(page, language)).toBeHidden();
      await expect.poll(() => readPageViews(page)).toEqual([expect.objectContaining({ page_path: prefix })]);
      await expect.poll(() => google.scripts().length).toBe(2);
    });

    test('withdrawal: "Cookie settings" in the footer asks again; Decline deletes the _ga cookies and stops analytics from the next view', async ({
      page,
      context,
    }) => {
      const google = await watchGoogle(context, GTAG_SETS_COOKIES);
      await page.goto(`${configured.url}${prefix}`);
      await acceptOf(page, language).click();
      await expect.poll(() => cookieNames(context)).toEqual(expect.arrayContaining(['_ga', '_ga_TEST123']));

      await page.goto(`${configured.url}${prefix}/privacy`);
      await expect.poll(() => readPageViews(page)).toHaveLength(1);
      await cookieSettingsOf(page, language).click();
      await expect(noticeOf(page, language)).toBeVisible();
      await expect(page).toHaveURL(`${configured.url}${prefix}/privacy`);
      await declineOf(page, language).click();
      await expect(noticeOf(page, language)).toBeHidden();
      await expect.poll(() => cookieNames(context)).toEqual([]);
      await expect.poll(() => storedChoice(page)).toMatchObject({ choice: 'denied' });

      const scriptsBefore = google.scripts().length;
      await page.goto(`${configured.url}${prefix}/d`);
      await page.waitForTimeout(1000);
      expect(google.scripts()).toHaveLength(scriptsBefore);
      expect(await readPageViews(page)).toEqual([]);
      expect(await cookieNames(context)).toEqual([]);
    });

    test('the choice is asked again six months after it was made, and when it is dated after the page clock', async ({ page }) => {
      await page.clock.install({ time: new Date('2026-03-10T09:00:00Z') });
      await page.goto(`${configured.url}${prefix}`);
      await declineOf(page, language).click();
      await expect.poll(() => storedChoice(page)).toEqual({ choice: 'denied', date: '2026-03-10' });

      await page.clock.setSystemTime(new Date('2026-09-09T09:00:00Z'));
      await page.goto(`${configured.url}${prefix}/d`);
      await expect(noticeOf(page, language)).toBeHidden();
      await page.clock.setSystemTime(new Date('2026-09-10T09:00:00Z'));
      await page.goto(`${configured.url}${prefix}/d`);
      await expect(noticeOf(page, language)).toBeVisible();

      // A phone whose clock ran a year ahead when the choice was made: the record is not trusted.
      await acceptOf(page, language).click();
      await expect.poll(() => storedChoice(page)).toEqual({ choice: 'granted', date: '2026-09-10' });
      await page.clock.setSystemTime(new Date('2025-09-10T09:00:00Z'));
      await page.goto(`${configured.url}${prefix}/d`);
      await expect(noticeOf(page, language)).toBeVisible();
    });
  });

  test.describe(`${prefix} with scripts off`, () => {
    test.use({ scriptMode: 'none' });

    test('no notice and no control that cannot work: the privacy link and "Cookie settings" lead to the privacy notice; nothing reaches Google', async ({
      page,
      context,
    }) => {
      const google = await openWatchingGoogle(page, context, `${configured.url}${prefix}`);
      await expect(noticeOf(page, language)).toBeHidden();
      await expect(page.locator('#consent-notice')).toBeHidden();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: messages.Footer.privacy })).toHaveAttribute('href', `${prefix}/privacy`);
      await cookieSettingsOf(page, language).click();
      await expect(page).toHaveURL(`${configured.url}${prefix}/privacy#analytics`);
      await expect(page.getByRole('heading', { level: 2, name: messages.PrivacyPage.analytics.title })).toBeVisible();
      expect(google.requests).toEqual([]);
      expect(await cookieNames(context)).toEqual([]);
    });
  });

  test.describe(`${prefix} before the page's scripts arrive`, () => {
    test.use({ scriptMode: 'held' });

    test('the notice is there from the first paint and a tap works at once; the choice is kept when the scripts arrive', async ({
      page,
      context,
      heldScripts,
    }) => {
      const google = await openWatchingGoogle(page, context, `${configured.url}${prefix}`);
      await expect(noticeOf(page, language)).toBeVisible();
      await declineOf(page, language).click();
      await expect(noticeOf(page, language)).toBeHidden();
      heldScripts.release();
      await expect.poll(() => storedChoice(page)).toMatchObject({ choice: 'denied' });
      await page.waitForTimeout(500);
      expect(google.requests).toEqual([]);
    });
  });
}

test('the main build, without a GA ID, asks nothing and offers no cookie settings, and keeps the privacy link', async ({ page, context }) => {
  const google = await watchGoogle(context);
  for (const { prefix, messages } of LANGUAGES) {
    await page.goto(`${prefix}/d`);
    await expect(page.locator('#consent-notice')).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: messages.Footer.cookieSettings })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: messages.Footer.privacy })).toHaveAttribute('href', `${prefix}/privacy`);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-consent'))).toBe(false);
  }
  expect(google.requests).toEqual([]);
});
