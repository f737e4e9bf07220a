import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { isMobile, LANGUAGES, waitForTransitions } from '../fixtures/site';

/**
 * Every page in both languages, the 404 pages (unknown path, unsupported language), and the offline page the service
 * worker answers with, in both its states (tests/e2e/offline-first.spec.ts shows it where a visitor meets it).
 */
const PATHS = [
  '/',
  '/d',
  ...LANGUAGES.flatMap(({ prefix }) => [prefix, `${prefix}/d`, `${prefix}/privacy`, `${prefix}/nope`, `${prefix}/offline`, `${prefix}/offline#message-saved`]),
  '/fr',
];

/** axe's WCAG 2.1 A and AA rules; violations listed by rule and element. */
async function violationsOf(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }));
}

for (const path of PATHS) {
  test(`${path} has no WCAG 2.1 A/AA violations, its landmarks, one h1 and no skipped heading levels`, async ({ page }) => {
    await page.goto(path);
    expect(await violationsOf(page)).toEqual([]);
    await expect(page.getByRole('main')).toHaveCount(1);
    // The offline page has the brand for a header and no footer: the worker downloads it for the visitor, so it is small.
    await expect(page.getByRole('contentinfo')).toHaveCount(path.includes('/offline') ? 0 : 1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
  });
}

for (const { prefix, messages } of LANGUAGES) {
  test(`${prefix} has no violations with each header menu open`, async ({ page }, testInfo) => {
    // Up to three whole-page axe runs: slow on a machine busy with other builds.
    test.slow();
    await page.goto(prefix);
    const banner = page.getByRole('banner');
    if (isMobile(testInfo.project.name)) {
      await banner.getByRole('button', { name: messages.SiteHeader.menu }).click();
      await waitForTransitions(page);
      await expect(banner.getByRole('navigation', { name: messages.SiteHeader.mainNavigation })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    }
    await banner.getByRole('button', { name: new RegExp(`^${messages.LanguageSwitch.label}`) }).click();
    await waitForTransitions(page);
    await expect(banner.getByRole('link', { name: messages.LanguageSwitch.en })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
}

test('keyboard focus is visible on links', async ({ page }) => {
  await page.goto('/en');
  const link = page.getByRole('region', { name: 'For suppliers: sell to African retailers' }).getByRole('link');
  await link.focus();
  const outline = await link.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
});
