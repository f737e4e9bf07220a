import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { siteConfig } from '../../src/site/site-config';
import { expect, test } from '../fixtures/test';

const site = siteConfig.url;

/** A message with the brand filled in, as the pages do. */
const withName = (message: string) => message.replace('{name}', siteConfig.name);

const PAGES = [
  { path: '/', canonical: '/en', title: withName(en.Metadata.title), description: en.Metadata.description, og: 'en_US', image: '/og/en.png' },
  { path: '/en', canonical: '/en', title: withName(en.Metadata.title), description: en.Metadata.description, og: 'en_US', image: '/og/en.png' },
  { path: '/zh_cn', canonical: '/zh_cn', title: withName(zhCn.Metadata.title), description: zhCn.Metadata.description, og: 'zh_CN', image: '/og/zh_cn.png' },
  {
    path: '/d',
    canonical: '/en/d',
    title: withName(en.Metadata.downloadTitle),
    description: withName(en.Metadata.downloadDescription),
    og: 'en_US',
    image: '/og/en.png',
  },
  {
    path: '/en/d',
    canonical: '/en/d',
    title: withName(en.Metadata.downloadTitle),
    description: withName(en.Metadata.downloadDescription),
    og: 'en_US',
    image: '/og/en.png',
  },
  {
    path: '/zh_cn/d',
    canonical: '/zh_cn/d',
    title: withName(zhCn.Metadata.downloadTitle),
    description: withName(zhCn.Metadata.downloadDescription),
    og: 'zh_CN',
    image: '/og/zh_cn.png',
  },
] as const;

for (const { path, canonical, title, description, og, image } of PAGES) {
  test(`${path} has its title, description, canonical, hreflang, Open Graph and Twitter tags`, async ({ page, request }) => {
    await page.goto(path);
    const head = page.locator('head');
    const meta = (attribute: 'name' | 'property', key: string) => head.locator(`meta[${attribute}="${key}"]`);
    const pagePath = canonical.endsWith('/d') ? '/d' : '';

    await expect(page).toHaveTitle(title);
    await expect(meta('name', 'description')).toHaveAttribute('content', description);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}${canonical}`);
    for (const [hreflang, href] of [
      ['en', `/en${pagePath}`],
      ['zh-CN', `/zh_cn${pagePath}`],
      ['x-default', `/en${pagePath}`],
    ]) {
      await expect(head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute('href', `${site}${href}`);
    }
    await expect(meta('property', 'og:title')).toHaveAttribute('content', title);
    await expect(meta('property', 'og:description')).toHaveAttribute('content', description);
    await expect(meta('property', 'og:url')).toHaveAttribute('content', `${site}${canonical}`);
    await expect(meta('property', 'og:type')).toHaveAttribute('content', 'website');
    await expect(meta('property', 'og:locale')).toHaveAttribute('content', og);
    await expect(meta('property', 'og:site_name')).toHaveAttribute('content', siteConfig.name);
    await expect(meta('property', 'og:image')).toHaveAttribute('content', `${site}${image}`);
    const messages = og === 'en_US' ? en : zhCn;
    await expect(meta('property', 'og:image:alt')).toHaveAttribute('content', withName(messages.Metadata.shareImageAlt));
    await expect(meta('name', 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
    await expect(meta('name', 'twitter:title')).toHaveAttribute('content', title);
    await expect(meta('name', 'twitter:description')).toHaveAttribute('content', description);
    await expect(meta('name', 'twitter:image')).toHaveAttribute('content', `${site}${image}`);

    // The share image is served by this server (the tags carry SITE_URL, which may be another host).
    const png = await request.get(image);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');
  });
}

test('the home page carries Organization JSON-LD with name, address and contact point', async ({ page }) => {
  await page.goto('/en');
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? '{}');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: site,
    address: { '@type': 'PostalAddress', streetAddress: siteConfig.address, addressCountry: 'NG' },
    contactPoint: { '@type': 'ContactPoint', telephone: siteConfig.phone, email: siteConfig.email },
  });
});

test('/sitemap.xml lists the six pages with their language alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs.sort()).toEqual([`${site}/en`, `${site}/en/d`, `${site}/en/privacy`, `${site}/zh_cn`, `${site}/zh_cn/d`, `${site}/zh_cn/privacy`]);
  for (const pagePath of ['', '/d', '/privacy']) {
    for (const [hreflang, href] of [
      ['en', `/en${pagePath}`],
      ['zh-CN', `/zh_cn${pagePath}`],
      ['x-default', `/en${pagePath}`],
    ]) {
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${site}${href}" />`);
    }
  }
});

test('/robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain('Allow: /');
  expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
});

test('every page declares the brand icon, served as SVG that browsers keep for a year', async ({ page, request }) => {
  const hrefs = new Set<string | null>();
  for (const path of ['/zh_cn/d', '/en', '/en/nope', '/api/nope']) {
    await page.goto(path);
    hrefs.add(await page.locator('link[rel="icon"]').first().getAttribute('href'));
  }
  // One icon everywhere, the global 404 included: a static asset with its content hash in its name.
  expect([...hrefs]).toEqual([expect.stringMatching(/^\/_astro\/brand-icon\.[\w-]+\.svg$/)]);
  const response = await request.get([...hrefs][0] ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(response.headers()['cache-control']).toMatch(/^public, ?max-age=31536000, ?immutable$/);
});
