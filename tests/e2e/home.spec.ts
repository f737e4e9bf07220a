import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { siteConfig } from '../../src/site/site-config';
import { expect, test } from '../fixtures/test';

const LOCALES = [
  { path: '/en', intl: 'en', messages: en },
  { path: '/zh_cn', intl: 'zh-CN', messages: zhCn },
] as const;

const CJK = /[\u4e00-\u9fff]/;

/** SVG text is split over tspans; compare labels without their spaces. */
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, '');

for (const { path, intl, messages } of LOCALES) {
  const home = messages.HomePage;

  test.describe(`home page ${path}`, () => {
    test('has the hero with one h1, the download call to action and the 90% fact', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
      const hero = page.getByRole('region', { name: home.hero.title });
      await expect(hero.getByRole('link', { name: home.hero.download })).toHaveAttribute('href', siteConfig.appStoreUrl);
      await expect(hero).toContainText(new Intl.NumberFormat(intl, { style: 'percent' }).format(0.9));
      await expect(hero).toContainText(home.hero.statLabel);
    });

    test('shows every section under its translated heading', async ({ page }) => {
      await page.goto(path);
      for (const [id, title] of [
        ['about', home.about.title],
        ['service', home.service.title],
        ['seller', home.seller.title],
        ['categories', home.categories.title],
        ['contact', home.contact.title],
      ] as const) {
        const section = page.getByRole('region', { name: title });
        await expect(section).toBeVisible();
        await expect(section).toHaveAttribute('id', id);
      }
      for (const title of [home.figures.title, home.model.title, home.tools.title]) {
        await expect(page.getByRole('region', { name: title })).toBeVisible();
      }
      const about = page.getByRole('region', { name: home.about.title });
      for (const text of [home.about.mission, home.about.vision, home.about.hq, home.about.serves.health]) {
        await expect(about).toContainText(text);
      }
    });

    test('with no figure configured, states only the spec’s facts: 90% informal, monthly settlement, the four markets', async ({ page }) => {
      test.skip(
        Object.values(siteConfig.figures).some((value) => value !== undefined),
        'figures are configured for this build',
      );
      await page.goto(path);
      const figures = page.getByRole('region', { name: home.figures.title });
      const percent = new Intl.NumberFormat(intl, { style: 'percent' }).format(0.9);
      await expect(figures.getByRole('definition')).toHaveText([percent, home.figures.settlementValue, home.about.markets]);
      await expect(figures.getByRole('term')).toHaveText([home.figures.informal, home.figures.settlement, home.about.marketsLabel]);
      // The configured build shows the figures themselves (tests/e2e/configured-build.spec.ts).
      await expect(figures).not.toContainText(home.figures.retailStores);
      await expect(figures).not.toContainText(home.figures.salesVolume);
    });

    test("draws the model diagram in the page's language, with its labels and a text alternative", async ({ page, request }) => {
      await page.goto(path);
      // A file per language (model-diagram.tsx says why), described by the page in words.
      const diagram = page.getByRole('img', { name: home.model.diagramDesc });
      await diagram.scrollIntoViewIfNeeded();
      await expect(diagram).toBeVisible();
      // Lazy: its box is there from its width and height before the file arrives.
      await expect.poll(() => diagram.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      const box = await diagram.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(300);

      const file = await request.get((await diagram.getAttribute('src')) ?? '');
      expect(file.headers()['content-type']).toContain('image/svg+xml');
      const svg = await file.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      const text = squash(svg.replace(/<[^>]+>/g, ' '));
      const m = home.model;
      for (const label of [
        m.diagramTitle,
        m.value,
        m.service,
        m.emotional,
        m.goods,
        m.serviceFlow,
        m.info,
        m.centreExperience,
        m.centreOptimization,
        m.retailer,
        m.agent,
        m.supplier,
      ]) {
        expect(text).toContain(squash(label));
      }
    });

    test('lists the six services and all 24 categories, each with an icon', async ({ page }) => {
      await page.goto(path);
      const services = page.getByRole('region', { name: home.service.title });
      await expect(services.getByRole('heading', { level: 3 })).toHaveText([
        home.service.logistics,
        home.service.customs,
        home.service.warehouse,
        home.service.data,
        home.service.crossBorder,
        home.service.partners,
      ]);
      const categories = page.getByRole('region', { name: home.categories.title }).getByRole('listitem');
      await expect(categories).toHaveText(Object.values(home.categories.items));
      await expect(categories).toHaveCount(24);
      for (const item of await categories.all()) await expect(item.locator('svg')).toHaveCount(1);
    });

    test('draws every icon from a symbol of the icon sprite', async ({ page, request }) => {
      await page.goto(path);
      const references = await page.locator('svg use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href')));
      expect(references.length).toBeGreaterThan(40);
      // One sprite, a static asset with its content hash in its name, which browsers keep for a year.
      const spriteUrls = new Set(references.map((reference) => reference?.split('#')[0]));
      expect([...spriteUrls]).toEqual([expect.stringMatching(/^\/_astro\/icons\.[\w-]+\.svg$/)]);
      const [spriteUrl = ''] = spriteUrls;
      const sprite = await request.get(spriteUrl);
      expect(sprite.headers()['content-type']).toBe('image/svg+xml');
      expect(sprite.headers()['cache-control']).toMatch(/^public, ?max-age=31536000, ?immutable$/);
      const symbols = new Set([...(await sprite.text()).matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => `${spriteUrl}#${id}`));
      expect(references.filter((reference) => !symbols.has(reference ?? ''))).toEqual([]);
    });

    test('shows the tools artwork, the monthly settlement and the order steps', async ({ page }) => {
      await page.goto(path);
      const tools = page.getByRole('region', { name: home.tools.title });
      await expect(tools).toContainText(home.tools.financeText);
      await expect(tools.getByRole('listitem')).toHaveText(
        (['order', 'warehouse', 'delivery', 'settlement'] as const).map((step) => `${home.tools.steps[step]}${home.tools.steps[`${step}Text`]}`),
      );
    });

    test('links seller central to the external seller login in a new tab', async ({ page }) => {
      await page.goto(path);
      const link = page.getByRole('region', { name: home.seller.title }).getByRole('link', { name: home.seller.cta });
      await expect(link).toHaveAttribute('href', siteConfig.sellerLoginUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });

    test('leaves the partners section out when none is configured', async ({ page }) => {
      test.skip(siteConfig.partners.length > 0, 'partners are configured for this build');
      await page.goto(path);
      await expect(page.getByRole('heading', { name: home.partners.title, exact: true })).toHaveCount(0);
    });

    test('has the contact slot and the business-cooperation block', async ({ page }) => {
      await page.goto(path);
      const contact = page.getByRole('region', { name: home.contact.title });
      await expect(contact.locator('#contact-form-slot')).toHaveCount(1);
      await expect(contact.getByRole('heading', { name: home.contact.cooperationTitle })).toBeVisible();
      await expect(contact).toContainText(siteConfig.legalName);
      await expect(contact).toContainText(siteConfig.address);
      await expect(contact.getByRole('link', { name: siteConfig.phone })).toHaveAttribute('href', `tel:${siteConfig.phone.replace(/[^\d+]/g, '')}`);
      await expect(contact.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
    });

    test('has a footer with the company, section links, language links and this year', async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(siteConfig.legalName);
      await expect(footer).toContainText(siteConfig.address);
      await expect(footer).toContainText(String(new Date().getFullYear()));
      for (const section of ['about', 'service', 'contact'] as const) {
        await expect(footer.getByRole('link', { name: messages.Footer[section], exact: true })).toHaveAttribute('href', `${path}#${section}`);
      }
      await expect(footer.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en');
      await expect(footer.getByRole('link', { name: '中文' })).toHaveAttribute('href', '/zh_cn');
    });

    test('reads completely without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
      for (const title of [
        home.about.title,
        home.figures.title,
        home.model.title,
        home.service.title,
        home.tools.title,
        home.seller.title,
        home.categories.title,
        home.contact.title,
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      }
      await expect(page.getByRole('img', { name: home.model.diagramDesc })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(siteConfig.legalName);
      await context.close();
    });

    test('prefetches no page: another page loads only when its link is used', async ({ page }) => {
      const pages = new Set(['/', '/en', '/zh_cn', '/d', '/en/d', '/zh_cn/d']);
      const pageRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === new URL(page.url() || request.url()).origin && pages.has(url.pathname)) pageRequests.push(url.pathname);
      });
      await page.goto(path);
      pageRequests.length = 0;
      // Every link of the page passes through the viewport, where a prefetching framework would fetch it.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await page.waitForLoadState('networkidle');
      expect(pageRequests).toEqual([]);
      const other = path === '/en' ? '/zh_cn' : '/en';
      await page.getByRole('contentinfo').locator(`a[href="${other}"]`).click();
      await expect(page).toHaveURL(other);
      expect(pageRequests).toEqual([other]);
    });

    test('has no horizontal scroll at 320 px', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  });
}

test('no English headings on /zh_cn: every heading holds Chinese', async ({ page }) => {
  await page.goto('/zh_cn');
  const headings = await page.getByRole('heading').allTextContents();
  expect(headings.length).toBeGreaterThan(20);
  expect(headings.filter((heading) => !CJK.test(heading))).toEqual([]);
});
