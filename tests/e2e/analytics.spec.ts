import type { Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, consentRecordOf } from '../../src/lib/consent/analytics-consent';
import { CONFIGURED_BUILD, serveConfiguredBuild } from '../fixtures/configured-build';
import { hasOwnOriginDefault, otherPlacesIn, policiesOf } from '../fixtures/content-security-policy';
import { readPageViews } from '../fixtures/google-analytics';
import { expect, test } from '../fixtures/test';

/**
 * Analytics needs a build with GA_ID set (read at build time): `npm test` builds it into dist-configured
 * (tests/fixtures/configured-build.ts); this spec serves it on its own port per project. Here the visitor accepted
 * analytics on an earlier visit; the question itself is tests/e2e/analytics-consent.spec.ts.
 */
const GA_ID = CONFIGURED_BUILD.gaId;
const GTAG_URL = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;

const configured = serveConfiguredBuild();

test.beforeEach(async ({ context }) => {
  const record = JSON.stringify(consentRecordOf('granted', new Date()));
  // Every document runs it, about:blank too, whose storage is denied.
  await context.addInitScript(
    ([key, value]) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // Not the site's page.
      }
    },
    [CONSENT_STORAGE_KEY, record] as const,
  );
});

/** Stands in for Google's script (no network here), running `body`, and records that it was asked for. */
async function fulfilGtag(page: Page, body = ''): Promise<string[]> {
  const requested: string[] = [];
  await page.route(GTAG_URL, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body });
  });
  return requested;
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

test("gtag.js is asked for once the page has loaded, and the page policy allows Google's hosts", async ({ page }) => {
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

/** Google's GA4 hosts (https://developers.google.com/tag-platform/security/guides/csp): written out, not imported. */
const GA_HOSTS = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

test("the configured build's pages load from their own origin and GA's hosts only; the inbox from its own", async ({ request }) => {
  for (const path of ['/en', '/zh_cn/d', '/en/offline', '/zh_cn/nope', '/fr', '/inbox/sign-in']) {
    const response = await request.get(`${configured.url}${path}`, { maxRedirects: 0 });
    const policies = policiesOf(response.headers(), await response.text());
    expect(hasOwnOriginDefault(policies), path).toBe(true);
    // The inbox never loads gtag.js: its policy names no other place.
    expect(new Set(otherPlacesIn(policies)), path).toEqual(new Set(path.startsWith('/inbox') ? [] : GA_HOSTS));
  }
});

/**
 * What gtag.js does once loaded: it sends its hits to Google's collection hosts, by fetch, beacon or image as the
 * browser allows. A hit the page's policy refused is a violation the shared fixture fails the test on.
 */
const GTAG_HITS = [
  { url: 'https://region1.google-analytics.com/g/collect?v=2&en=page_view', send: 'fetch' },
  { url: 'https://region1.analytics.google.com/g/collect?v=2&en=page_view', send: 'beacon' },
  { url: 'https://www.google-analytics.com/g/collect?v=2&en=page_view', send: 'image' },
  { url: 'https://www.googletagmanager.com/a?id=G-TEST123', send: 'image' },
] as const;
const SEND_HITS_SCRIPT = GTAG_HITS.map(({ url, send }) =>
  send === 'fetch'
    ? `fetch(${JSON.stringify(url)}, { method: 'POST', mode: 'no-cors', keepalive: true });`
    : send === 'beacon'
      ? `navigator.sendBeacon(${JSON.stringify(url)});`
      : `new Image().src = ${JSON.stringify(url)};`,
).join('\n');

test("gtag.js's hits to Google's hosts pass the page's policy", async ({ page }) => {
  const hits: string[] = [];
  await page.route(/^https:\/\/[^/]+\.(google-analytics\.com|analytics\.google\.com|googletagmanager\.com)\/(g\/collect|a\b)/, async (route) => {
    hits.push(route.request().url());
    await route.fulfill({ status: 204 });
  });
  await fulfilGtag(page, SEND_HITS_SCRIPT);
  await page.goto(`${configured.url}/en`);
  await expect.poll(() => hits.length).toBe(GTAG_HITS.length);
  expect(new Set(hits)).toEqual(new Set(GTAG_HITS.map(({ url }) => url)));
});

test('the analytics build adds no inline script to the page', async ({ page }) => {
  await fulfilGtag(page);
  await page.goto(`${configured.url}/en`);
  await expect.poll(() => readPageViews(page)).toHaveLength(1);
  const inlineGtag = await page.evaluate(() => [...document.scripts].filter((script) => !script.src && /gtag|dataLayer/.test(script.textContent ?? '')).length);
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
