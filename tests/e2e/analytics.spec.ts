import type { Page } from '@playwright/test';
import { CONFIGURED_BUILD, serveConfiguredBuild } from '../fixtures/configured-build';
import { expect, test } from '../fixtures/test';

/**
 * Analytics needs a build with GA_ID set (read at build time): `npm test` builds it into dist-configured
 * (tests/fixtures/configured-build.ts); this spec serves it on its own port per project.
 */
const GA_ID = CONFIGURED_BUILD.gaId;
const GTAG_URL = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;

const configured = serveConfiguredBuild();

/** Stands in for Google's script (no network here) and records that it was asked for. */
async function fulfilGtag(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(GTAG_URL, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  return requested;
}

type PageView = { page_path: string; page_location: string; page_title: string; language: string };

function readPageViews(page: Page): Promise<PageView[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => args[2] as PageView),
  );
}

for (const { path, home, back, lang } of [
  { path: '/en/nope', home: '/en', back: 'Back to the home page', lang: 'en' },
  { path: '/zh_cn/nope', home: '/zh_cn', back: '返回首页', lang: 'zh-CN' },
]) {
  test(`GA4 loads and counts one page_view per page view (${lang}: a page, the next page, and back)`, async ({ page }) => {
    const requested = await fulfilGtag(page);
    await page.goto(`${configured.url}${path}`);

    await expect.poll(() => readPageViews(page)).toHaveLength(1);
    const [first] = await readPageViews(page);
    expect(first).toMatchObject({ page_path: path, page_location: `${configured.url}${path}`, language: lang });
    expect(requested).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`]);
    const config = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).find((args) => args[0] === 'config'),
    );
    expect(config).toEqual(['config', GA_ID, { send_page_view: false }]);

    // Every navigation is a page load: the next page counts its own one view.
    await page.getByRole('link', { name: back }).click();
    await expect(page).toHaveURL(`${configured.url}${home}`);
    await expect.poll(() => readPageViews(page)).toHaveLength(1);
    const [next] = await readPageViews(page);
    expect(next).toMatchObject({ page_path: home, page_location: `${configured.url}${home}`, language: lang });
    expect(next?.page_title).toBeTruthy();

    // Back in history (from the back/forward cache, or loaded again): one more view of the first page.
    await page.goBack();
    await expect(page).toHaveURL(`${configured.url}${path}`);
    await expect.poll(async () => (await readPageViews(page)).filter((view) => view.page_path === path).length).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    const views = await readPageViews(page);
    expect(views.filter((view) => view.page_path === path)).toHaveLength(views.length === 1 ? 1 : 2);
  });
}

test('gtag.js is asked for once the page has loaded, and the page policy allows Google\'s hosts', async ({ page }) => {
  await fulfilGtag(page);
  await page.goto(`${configured.url}/zh_cn`);
  await expect.poll(() => readPageViews(page)).toHaveLength(1);
  // The page view is queued before gtag.js arrives, and a resource's timing entry appears only once it has loaded.
  const gtagTimed = () => page.evaluate(() => performance.getEntriesByType('resource').some(({ name }) => name.includes('googletagmanager')));
  await expect.poll(gtagTimed).toBe(true);
  const [requestedAt, loadedAt] = await page.evaluate(() => [
    performance.getEntriesByType('resource').find(({ name }) => name.includes('googletagmanager'))?.startTime ?? -1,
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? Infinity,
  ]);
  expect(requestedAt).toBeGreaterThanOrEqual(loadedAt);
  const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(policy).toContain('https://*.googletagmanager.com');
});

test('the analytics build adds no inline script to the page', async ({ page }) => {
  await fulfilGtag(page);
  await page.goto(`${configured.url}/en`);
  await expect.poll(() => readPageViews(page)).toHaveLength(1);
  const inlineGtag = await page.evaluate(() =>
    [...document.scripts].filter((script) => !script.src && /gtag|dataLayer/.test(script.textContent ?? '')).length,
  );
  expect(inlineGtag).toBe(0);
});

test('without GA_ID no request goes to Google (main build)', async ({ page }) => {
  const requested = await fulfilGtag(page);
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== 'localhost') thirdParty.push(request.url());
  });
  await page.goto('/en/nope');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  expect(thirdParty).toEqual([]);
  expect(await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')).not.toContain('googletagmanager');
});
