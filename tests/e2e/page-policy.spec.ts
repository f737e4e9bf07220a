// Every page's Content-Security-Policy, as the browser puts it in force (header and <meta> together), limits what the
// page may load to the site's own origin: `default-src 'self'` (astro.config.mjs) or stricter. This build has no
// GA ID, so no policy names any other place; the configured build's pages allow Google's hosts (analytics.spec.ts).
import type { APIResponse, Page } from '@playwright/test';
import { createPerson, signIn } from '../fixtures/inbox';
import { formDestinationsIn, hasOwnOriginDefault, otherPlacesIn, policiesOf } from '../fixtures/content-security-policy';
import { expect, test } from '../fixtures/test';
import { REACH_DESTINATIONS } from '../../src/lib/inbox/reach-destinations';
import { baseURL } from '../../playwright.config';

/** Public pages and what answers them: the home and download pages, the offline pages, the 404 pages. */
const PUBLIC_PAGES = [
  { path: '/', status: 200 },
  { path: '/en', status: 200 },
  { path: '/zh_cn', status: 200 },
  { path: '/d', status: 200 },
  { path: '/en/d', status: 200 },
  { path: '/zh_cn/d', status: 200 },
  { path: '/en/offline', status: 200 },
  { path: '/zh_cn/offline', status: 200 },
  { path: '/nope', status: 404 },
  { path: '/en/nope', status: 404 },
  { path: '/zh_cn/nope', status: 404 },
  { path: '/api/nope', status: 404 },
  // The unsupported-language page.
  { path: '/fr', status: 404 },
  { path: '/fr/d', status: 404 },
];

/**
 * The inbox's pages anyone may open (rendered on request: Astro's policy is a header, merged with ours), with their
 * status: a set-password link that works no more (none, or a made-up token) is answered 410 Gone.
 */
const OPEN_INBOX_PAGES = [
  ['/inbox/sign-in', 200],
  ['/inbox/set-password', 410],
  ['/inbox/set-password?token=not-a-token', 410],
] as const;

/**
 * The page loads from its own origin only, and its forms post to it only, or on to `formDestinations`: the inbox's Call
 * and WhatsApp buttons, whose post answers a redirect to tel: or WhatsApp.
 */
async function expectOwnOriginOnly(response: APIResponse, formDestinations: ReadonlyArray<string> = []) {
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  const policies = policiesOf(response.headers(), await response.text());
  expect(
    hasOwnOriginDefault(policies),
    `default-src 'self' or 'none' in ${JSON.stringify(response.headers()['content-security-policy'])} or the page's <meta>`,
  ).toBe(true);
  expect([...otherPlacesIn(policies)]).toEqual([]);
  expect([...formDestinationsIn(policies)]).toEqual(formDestinations);
}

test.describe('the policy every page puts in force', () => {
  for (const { path, status } of PUBLIC_PAGES) {
    test(`${path} loads from its own origin only`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      await expectOwnOriginOnly(response);
    });
  }

  test("the no-JavaScript contact answer keeps its own default-src 'none'", async ({ request }) => {
    // An empty form: the answer page lists what is missing, and nothing is stored.
    const response = await request.post('/api/contact', { form: { locale: 'en' } });
    expect(response.status()).toBe(400);
    await expectOwnOriginOnly(response);
    expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
  });

  for (const [path, status] of OPEN_INBOX_PAGES) {
    test(`the inbox's ${path} loads from its own origin only`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      await expectOwnOriginOnly(response, REACH_DESTINATIONS);
    });
  }

  test("a signed-in person's inbox pages load from their own origin only", async ({ request }) => {
    const password = 'page policy test password';
    const email = await createPerson(baseURL, 'admin', 'Policy Admin', password);
    const cookie = await signIn(baseURL, email, password);
    for (const path of ['/inbox', '/inbox/people', '/inbox/templates', '/inbox/report']) {
      const response = await request.get(path, { headers: { Cookie: cookie }, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      await expectOwnOriginOnly(response, REACH_DESTINATIONS);
    }
  });
});

/** Waits until every image the page shows has loaded, lazy ones brought into view first. */
async function loadEveryImage(page: Page) {
  for (const image of await page.locator('img').all()) {
    await image.evaluate((element) => element.scrollIntoView());
    const isLoadedOrHidden = () => image.evaluate((element: HTMLImageElement) => !element.checkVisibility() || (element.complete && element.naturalWidth > 0));
    await expect.poll(isLoadedOrHidden).toBe(true);
  }
}

// The shared fixture fails a test on any CSP violation: here, on anything a page loads that its policy refuses.
test.describe('under that policy, the pages load everything they use', () => {
  for (const path of ['/en', '/zh_cn', '/zh_cn/d', '/zh_cn/offline', '/en/nope', '/fr']) {
    test(`${path}: its styles, scripts, images and icons`, async ({ page }) => {
      await page.goto(path);
      await loadEveryImage(page);
      // The icons are <use> references into one sprite file: drawn only if it loaded.
      for (const icon of await page.locator('svg use').all()) {
        const isDrawnOrHidden = () => icon.evaluate((use: SVGUseElement) => !use.checkVisibility() || use.getBBox().width > 0);
        await expect.poll(isDrawnOrHidden).toBe(true);
      }
    });
  }
});
