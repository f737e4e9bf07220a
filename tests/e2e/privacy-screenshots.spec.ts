// Not part of `npm test`: the analytics notice and the privacy notice at 375 and 1280 px in both languages, for
// docs/analytics-consent.md. PRIVACY_SCREENSHOTS=1 npx playwright test tests/e2e/privacy-screenshots.spec.ts --project desktop
import { serveConfiguredBuild } from '../fixtures/configured-build';
import { watchGoogle } from '../fixtures/google-analytics';
import { LANGUAGES } from '../fixtures/site';
import { expect, test } from '../fixtures/test';

test.skip(!process.env.PRIVACY_SCREENSHOTS, 'set PRIVACY_SCREENSHOTS=1 to refresh docs/privacy/*.png');

const configured = serveConfiguredBuild();

for (const { prefix, messages } of LANGUAGES) {
  const lang = prefix.slice(1);
  for (const width of [375, 1280]) {
    test(`${prefix} at ${width} px: the analytics notice on the home page, and the privacy notice`, async ({ page, context }) => {
      await watchGoogle(context);
      await page.setViewportSize({ width, height: width < 400 ? 740 : 800 });
      await page.goto(`${configured.url}${prefix}`);
      await expect(page.getByRole('dialog', { name: messages.ConsentNotice.title })).toBeVisible();
      await page.screenshot({ path: `docs/privacy/notice-${lang}-${width}.png` });
      await page.getByRole('button', { name: messages.ConsentNotice.decline }).click();
      await page.goto(`${configured.url}${prefix}/privacy`);
      await page.screenshot({ path: `docs/privacy/privacy-${lang}-${width}.png`, fullPage: true });
    });
  }
}
