import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { renderQrSvg } from '../../src/lib/qr-code';
import { siteConfig } from '../../src/site/site-config';
import { expect, test } from '../fixtures/test';

const PAGES = [
  { path: '/d', messages: en, home: '/en', other: '/zh_cn/d' },
  { path: '/en/d', messages: en, home: '/en', other: '/zh_cn/d' },
  { path: '/zh_cn/d', messages: zhCn, home: '/zh_cn', other: '/en/d' },
] as const;

/** The module drawing of a qrcode SVG: the `d` of its dark path. */
function qrModules(svg: string): string | undefined {
  return /<path[^>]*stroke="[^"]*"[^>]*\sd="([^"]+)"/.exec(svg)?.[1];
}

for (const { path, messages, home, other } of PAGES) {
  const t = messages.DownloadPage;

  test.describe(`download page ${path}`, () => {
    test('introduces the buyer app with one h1, main, footer and no site header', async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await expect(page.getByRole('main')).toContainText(t.lead);
      await expect(page.getByRole('main').getByRole('listitem')).toHaveText(Object.values(t.features));
      await expect(page.getByRole('contentinfo')).toContainText(siteConfig.legalName);
      await expect(page.getByRole('banner')).toHaveCount(0);
    });

    test('links to the app store', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('link', { name: t.badgeLarge })).toHaveAttribute('href', siteConfig.appStoreUrl);
    });

    test('shows a QR code of the app-store URL on desktop only', async ({ page }) => {
      await page.goto(path);
      const qr = page.getByRole('img', { name: t.qrLabel });
      const isDesktop = (page.viewportSize()?.width ?? 0) >= 768;
      if (!isDesktop) {
        await expect(qr).toBeHidden();
        return;
      }
      await expect(qr).toBeVisible();
      const expected = qrModules(await renderQrSvg(siteConfig.appStoreUrl));
      expect(expected).toBeTruthy();
      expect(qrModules(await qr.innerHTML())).toBe(expected);
      // The same drawing for another URL differs, so the comparison above is meaningful.
      expect(qrModules(await renderQrSvg(`${siteConfig.appStoreUrl}x`))).not.toBe(expected);
    });

    test('links back home and to the other language', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('link', { name: t.home })).toHaveAttribute('href', home);
      await page.getByRole('link', { name: t.otherLanguage }).click();
      await expect(page).toHaveURL(new RegExp(`${other}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other.startsWith('/zh_cn') ? 'zh-CN' : 'en');
    });

    test('reads without JavaScript and has no horizontal scroll at 320 px', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await expect(page.getByRole('link', { name: t.badgeLarge })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await context.close();
    });
  });
}
