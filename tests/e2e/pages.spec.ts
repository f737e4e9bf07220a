import { siteConfig } from '../../src/site/site-config';
import { expect, test } from '../fixtures/test';
import { LANGUAGES, withName, type Language } from '../fixtures/site';

type PageCase = { path: string; language: Language; page: '' | '/d' };

const [english, chinese] = LANGUAGES;
const site = siteConfig.url;

/** Every page of the site: its path, the language it is in, and the page (home or download) it is. */
const PAGES: ReadonlyArray<PageCase> = [
  { path: '/', language: english, page: '' },
  { path: '/d', language: english, page: '/d' },
  ...LANGUAGES.flatMap((language): PageCase[] => [
    { path: language.prefix, language, page: '' },
    { path: `${language.prefix}/d`, language, page: '/d' },
  ]),
];

for (const { path, language, page: pagePath } of PAGES) {
  test(`${path} is the ${language.lang} ${pagePath || 'home'} page, served as is`, async ({ page }) => {
    const { messages } = language;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // No redirect: `/` and `/d` are the English pages themselves.
    expect(response?.request().redirectedFrom()).toBeNull();
    expect(new URL(page.url()).pathname).toBe(path);

    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    const isHome = pagePath === '';
    await expect(page).toHaveTitle(withName(isHome ? messages.Metadata.title : messages.Metadata.downloadTitle));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(isHome ? messages.HomePage.hero.title : messages.DownloadPage.title);
    // The download page draws its own small navigation instead of the site header.
    await expect(page.getByRole('banner')).toHaveCount(isHome ? 1 : 0);

    const head = page.locator('head');
    const canonical = `${site}${language.prefix}${pagePath}`;
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    for (const [hreflang, prefix] of [
      ['en', '/en'],
      ['zh-CN', '/zh_cn'],
      ['x-default', '/en'],
    ]) {
      await expect(head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute('href', `${site}${prefix}${pagePath}`);
    }
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${site}/og/${language.prefix.slice(1)}.png`);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    // The policy is in the page itself: hashes of its inline scripts, never 'unsafe-inline'.
    const csp = await head.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('unsafe-inline');
  });
}

const NOT_FOUND = [
  { path: '/en/nope', language: english, copy: english.messages.NotFound },
  { path: '/zh_cn/nope', language: chinese, copy: chinese.messages.NotFound },
  { path: '/en/d/nope', language: english, copy: english.messages.NotFound },
  { path: '/fr', language: english, copy: english.messages.UnsupportedLocale },
  { path: '/fr/d', language: english, copy: english.messages.UnsupportedLocale },
] as const;

for (const { path, language, copy } of NOT_FOUND) {
  test(`${path} answers 404 with "${copy.title}"`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await expect(page).toHaveTitle(copy.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
    await expect(page.getByRole('main').getByRole('link', { name: copy.backHome })).toHaveAttribute('href', language.prefix);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    const [other] = LANGUAGES.filter((candidate) => candidate !== language);
    test(`${language.prefix} reads, and its language switch is a link to ${other?.prefix}`, async ({ page }) => {
      const { messages } = language;
      await page.goto(language.prefix);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const section of ['about', 'service', 'contact'] as const) {
        await expect(page.getByRole('heading', { level: 2, name: messages.HomePage[section].title })).toBeAttached();
      }
      await expect(page.getByRole('contentinfo')).toBeVisible();

      const otherName = other?.lang === 'en' ? messages.LanguageSwitch.en : messages.LanguageSwitch.zh;
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^${messages.LanguageSwitch.label}`) })
        .click();
      const link = page.getByRole('banner').getByRole('link', { name: otherName });
      await expect(link).toHaveAttribute('href', other?.prefix ?? '');
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${other?.prefix}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other?.lang ?? '');
    });
  }

  test('the download page links to itself in the other language', async ({ page }) => {
    await page.goto('/en/d');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.messages.DownloadPage.title);
    const link = page.getByRole('navigation').getByRole('link', { name: english.messages.DownloadPage.otherLanguage });
    await expect(link).toHaveAttribute('href', '/zh_cn/d');
  });
});

test('a first visit of /en at 375 px downloads no React before the visitor scrolls', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone-sized first visit');
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    // Markers of React's element runtime and of React DOM's client: no minifier renames these strings.
    if (/react\.transitional\.element|__reactFiber/.test(body)) scripts.push(response.url());
  });
  await page.goto('/en', { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);
  // The contact form is the one island: React arrives once it comes into view, which also shows the check can fail.
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
});
