import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test';

const PATHS = ['/en', '/zh_cn', '/en/d', '/zh_cn/d', '/en/nope', '/fr'];

for (const path of PATHS) {
  test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual(
      [],
    );
  });

  test(`${path} has landmarks, one h1 and headings without skipped levels`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
  });
}

test('keyboard focus is visible on links', async ({ page }) => {
  await page.goto('/en');
  const link = page.getByRole('region', { name: 'For suppliers: sell to African retailers' }).getByRole('link');
  await link.focus();
  const outline = await link.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
});
