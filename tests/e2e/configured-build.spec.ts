import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { BRAND_FACT_VARIABLES } from '../../src/env';
import { PLACEHOLDER_BRAND } from '../../src/site/site-config';
import { CONFIGURED_BUILD, serveConfiguredBuild } from '../fixtures/configured-build';
import { onlyLogEntry } from '../fixtures/server-log';
import { expect, test } from '../fixtures/test';

/**
 * The build a company makes: another SITE_NAME and its own figures (tests/fixtures/configured-build.ts).
 * Nothing of the placeholder brand may be left in what it serves, and the figures appear with their labels.
 */
const NAME = CONFIGURED_BUILD.siteName;
const PLACEHOLDER_NAME = new RegExp(PLACEHOLDER_BRAND.name.split(' ')[0] ?? PLACEHOLDER_BRAND.name, 'i');
const PAGES = ['/', '/en', '/zh_cn', '/d', '/en/d', '/zh_cn/d'];
const OTHER_RESPONSES = ['/en/nope', '/zh_cn/nope', '/xx', '/xx/d', '/api/nope', '/sitemap.xml', '/robots.txt'];

const server = serveConfiguredBuild();

test('SITE_NAME reaches every page, title and JSON-LD, and the placeholder name none of them', async ({ request }) => {
  for (const path of [...PAGES, ...OTHER_RESPONSES]) {
    const body = await (await request.get(`${server.url}${path}`)).text();
    expect({ path, placeholder: body.match(PLACEHOLDER_NAME)?.[0] }).toEqual({ path, placeholder: undefined });
  }
  for (const path of PAGES) {
    const html = await (await request.get(`${server.url}${path}`)).text();
    expect({ path, title: html.match(/<title>([^<]*)<\/title>/)?.[1] }).toEqual({ path, title: expect.stringContaining(NAME) });
    expect(html).toMatch(new RegExp(`<meta property="og:site_name" content="${NAME}"/?>`));
    expect(html).toMatch(new RegExp(`<meta property="og:image:alt" content="${NAME}[:：]`));
  }
  const home = await (await request.get(`${server.url}/en`)).text();
  const jsonLd = JSON.parse(home.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1] ?? '{}');
  // Unset, the legal name is the brand name, not the placeholder's.
  expect(jsonLd).toMatchObject({ name: NAME, legalName: NAME });
});

test('the script the pages load carries no placeholder name either', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(server.url)) scripts.add(request.url());
  });
  for (const path of ['/en', '/zh_cn/d']) {
    await page.goto(`${server.url}${path}`);
    // Code split off for later (the contact form) loads as the visitor scrolls.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.size).toBeGreaterThan(3);
  for (const script of scripts) {
    const code = await (await page.request.get(script)).text();
    expect({ script, placeholder: code.match(PLACEHOLDER_NAME)?.[0] }).toEqual({ script, placeholder: undefined });
  }
});

test('the share images are drawn with SITE_NAME: each differs from the main build’s, which only the name can change', async ({ request }) => {
  for (const image of ['/og/en.png', '/og/zh_cn.png']) {
    const [configured, main] = await Promise.all([request.get(`${server.url}${image}`), request.get(image)]);
    expect(configured.status()).toBe(200);
    expect(configured.headers()['content-type']).toBe('image/png');
    expect((await configured.body()).equals(await main.body())).toBe(false);
  }
});

for (const { path, intl, messages } of [
  { path: '/en', intl: 'en', messages: en },
  { path: '/zh_cn', intl: 'zh-CN', messages: zhCn },
] as const) {
  test(`${path} shows the configured figures with their labels, then the spec’s facts`, async ({ page }) => {
    await page.goto(`${server.url}${path}`);
    const home = messages.HomePage;
    const figures = page.getByRole('region', { name: home.figures.title });
    const { retailStores, monthlySalesUsd, countries } = CONFIGURED_BUILD.figures;
    const number = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(intl, options);
    await expect(figures.getByRole('definition')).toHaveText([
      `${number({ notation: 'compact' }).format(retailStores)}+`,
      `${number({ style: 'currency', currency: 'USD', notation: 'compact' }).format(monthlySalesUsd)}+`,
      String(countries),
      number({ style: 'percent' }).format(0.9),
      home.figures.settlementValue,
      home.about.markets,
    ]);
    await expect(figures.getByRole('term')).toHaveText([
      home.figures.retailStores,
      home.figures.salesVolume,
      home.figures.countries,
      home.figures.informal,
      home.figures.settlement,
      home.about.marketsLabel,
    ]);
  });
}

test('the start-up warning names the placeholder facts of the build, not SITE_NAME and PRIVACY_EMAIL, which it sets', () => {
  const entry = onlyLogEntry<{ brandFactsAtDefault: string[] }>(server.logs(), 'placeholder defaults');
  expect(entry.level).toBe(40);
  expect(entry.brandFactsAtDefault).toEqual(BRAND_FACT_VARIABLES.filter((name) => name !== 'SITE_NAME' && name !== 'PRIVACY_EMAIL'));
});

test("the start-up warns that the privacy notice states the build's retention, e-mail provider and webhook, not the server's", () => {
  // The build saw LEAD_RETENTION_DAYS, SMTP_URL and LEAD_WEBHOOK_URL (tests/fixtures/configured-build.ts); its server runs without them.
  expect(onlyLogEntry(server.logs(), 'privacyNoticeDrift').privacyNoticeDrift).toEqual(['LEAD_RETENTION_DAYS', 'SMTP_URL', 'LEAD_WEBHOOK_URL']);
});
