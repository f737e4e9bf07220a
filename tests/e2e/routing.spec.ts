import { get } from 'node:http';
import { expect, test } from '../fixtures/test';

test.describe('routes and locales', () => {
  for (const [path, lang, heading] of [
    ['/', 'en', 'About us'],
    ['/en', 'en', 'About us'],
    ['/zh_cn', 'zh-CN', '关于我们'],
  ] as const) {
    test(`${path} renders the home page in ${lang} without a redirect`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    });
  }

  for (const [path, lang] of [
    ['/d', 'en'],
    ['/en/d', 'en'],
    ['/zh_cn/d', 'zh-CN'],
  ] as const) {
    test(`${path} renders the download page in ${lang}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  for (const path of ['/fr', '/fr/d', '/EN', '/zh-cn']) {
    test(`${path} answers 404 for an unsupported language`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page cloud not found.');
    });
  }

  for (const [path, title, back] of [
    ['/en/nope', 'This page could not be found', 'Back to the home page'],
    ['/a/b/c', 'This page could not be found', 'Back to the home page'],
    ['/en/d/extra', 'This page could not be found', 'Back to the home page'],
    ['/zh_cn/nope', '页面不存在', '返回首页'],
  ] as const) {
    test(`${path} answers 404 with a link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.getByRole('link', { name: back }).click();
      await expect(page).toHaveURL(path.startsWith('/zh_cn') ? /\/zh_cn$/ : /\/en$/);
    });
  }

  for (const [path, target] of [
    ['/en/', '/en'],
    ['/zh_cn/d/?ref=ad', '/zh_cn/d?ref=ad'],
    // Sent as a raw request line: a URL would read it as another host. It stays on this one.
    ['//example.com/', '/example.com'],
  ] as const) {
    test(`${path} redirects permanently to ${target}, the page's one address on this host`, async ({ baseURL }) => {
      const { status, location } = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
        const { hostname, port } = new URL(baseURL ?? '');
        get({ hostname, port, path }, (response) => {
          response.resume();
          resolve({ status: response.statusCode, location: response.headers.location });
        }).on('error', reject);
      });
      expect(status).toBe(308);
      expect(location).toBe(target);
    });
  }

  test('404 pages are server-rendered: readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/en/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await context.close();
  });
});
