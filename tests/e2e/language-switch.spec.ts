import type { Page } from '@playwright/test';
import { ENHANCED_ATTRIBUTE } from '../../src/lib/page-chrome/chrome-hooks';
import { contactIsland } from '../fixtures/contact-locators';
import { waitForWorker } from '../fixtures/offline-support';
import { slowCpu } from '../fixtures/slow-cpu';
import { expect, test } from '../fixtures/test';

/**
 * The language switch keeps the visitor's place on the page, every time, on a visitor's phone: Chromium's CPU slowed
 * 4× (tests/fixtures/slow-cpu.ts), at 1280 and 375 px (the two projects). At each offset the visitor switches to the
 * other language and back from where that landed (a reader comparing the two), with the other page from the HTTP cache
 * (a 304), from the network, and from the service worker; the test checks each came that way. A miss is a page that
 * paints a frame more than 80 px from the kept offset (its top first, or a move after it painted) or ends more than
 * 2 px from it. A single miss fails the test, and the test lists every miss.
 */

/** The three sections the header links to, as its links leave them, the one between and the end of the page. */
const OFFSETS = ['about', 'service', 'categories', 'contact', 'near the bottom'] as const;
/** How far from the kept offset a painted frame may be. */
const PAINT_TOLERANCE_PX = 80;

const languages = {
  '/en': { lang: 'en', button: /^Language/, other: '/zh_cn', otherLink: '中文' },
  '/zh_cn': { lang: 'zh-CN', button: /^语言/, other: '/en', otherLink: 'English' },
} as const;

type Path = keyof typeof languages;
type Delivery = 'network' | 'HTTP cache' | 'service worker';

/** A page load with the CPU slowed, on a busy 2-core machine, can take seconds: the waits for one allow 15. */
const expectLoad = expect.configure({ timeout: 15_000 });

const maxScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

/** Two frames and a moment more: a late scroll to the top (the race this guards against) has happened by then. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))));

/**
 * Switches from `from` through the header's dropdown, and waits for the other page; answers the offset before.
 * The link is clicked as soon as Playwright finds it still and unobstructed, while the panel is still fading in, as a
 * quick visitor clicks it: a panel that moved while it came in made Playwright retry, and its retries scrolled the page
 * under the fixed panel before clicking (globals.css, `header-dropdown-panel`).
 */
async function switchLanguage(page: Page, from: Path) {
  const { button, other, otherLink } = languages[from];
  const before = await page.evaluate(() => window.scrollY);
  await page.getByRole('banner').getByRole('button', { name: button }).click();
  await page.getByRole('banner').getByRole('link', { name: otherLink, exact: true }).click();
  // A page load: the offset is carried across it (src/lib/page-chrome/language-switch-offset.ts).
  await expectLoad(page).toHaveURL(new RegExp(`${other}$`));
  await expectLoad(page.locator('html')).toHaveAttribute('lang', languages[other].lang);
  return { before, other };
}

/**
 * Records the scroll offset of every frame each page paints, from its first until a second after its load event: a
 * task queued from a frame's animation callbacks runs once that frame is rendered, so a page painted at its top and
 * scrolled later shows a 0 here. It stops then, leaving the slowed CPU to the page while the test scrolls.
 */
function recordPaintedOffsets(page: Page) {
  return page.addInitScript(() => {
    const offsets: number[] = [];
    Object.assign(window, { paintedOffsets: offsets });
    let stopAt = Infinity;
    window.addEventListener('load', () => (stopAt = performance.now() + 1000));
    const frame = () =>
      requestAnimationFrame(() => {
        setTimeout(() => document.body?.childElementCount && offsets.push(window.scrollY), 0);
        if (performance.now() < stopAt) frame();
      });
    frame();
  });
}

/**
 * Waits for what the page does after its load, which could move it: the page chrome's module has run, and the
 * contact island, when it is near the view (`client:visible`, 300 px ahead), has hydrated. Then settles.
 */
async function waitForLateWork(page: Page) {
  await expectLoad(page.locator('html')).toHaveAttribute(ENHANCED_ATTRIBUTE);
  const island = contactIsland(page);
  const isNear = await island
    .locator('form')
    .evaluate((form) => form.getBoundingClientRect().top < window.innerHeight + 300 && form.getBoundingClientRect().bottom > -300);
  if (isNear) await expectLoad(island).not.toHaveAttribute('ssr');
  await settle(page);
}

/** Offsets as runs, `0 ×3, 739 ×35`: the frames of a page load are many. */
const asRuns = (offsets: number[]) =>
  offsets
    .reduce<Array<[number, number]>>((runs, y) => {
      const last = runs.at(-1);
      if (last?.[0] === y) last[1] += 1;
      else runs.push([y, 1]);
      return runs;
    }, [])
    .map(([y, count]) => `${y} ×${count}`)
    .join(', ');

/** How the page's HTML came: from the service worker, over the network, or from the HTTP cache after a 304. */
const deliveryOf = (page: Page) =>
  page.evaluate((): Delivery => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (!entry) throw new Error('no navigation entry');
    if (entry.workerStart > 0) return 'service worker';
    return entry.transferSize > entry.encodedBodySize ? 'network' : 'HTTP cache';
  });

/** At each of OFFSETS on /en, the switch to /zh_cn and back; every page expected to come by `delivery`. */
async function switchAtEveryOffset(page: Page, delivery: Delivery) {
  const misses: string[] = [];
  for (const offset of OFFSETS) {
    await page.evaluate((where) => {
      if (where === 'near the bottom') {
        window.scrollTo({ top: document.documentElement.scrollHeight - window.innerHeight - 5, behavior: 'instant' });
      } else document.getElementById(where)?.scrollIntoView({ behavior: 'instant' });
    }, offset);
    for (const from of ['/en', '/zh_cn'] as const) {
      const { before, other } = await switchLanguage(page, from);
      await waitForLateWork(page);
      const after = await page.evaluate(() => window.scrollY);
      const painted = await page.evaluate(() => (window as unknown as { paintedOffsets: number[] }).paintedOffsets);
      const expected = Math.min(before, await maxScroll(page));
      const came = await deliveryOf(page);
      const isOff = (y: number) => Math.abs(y - expected) > PAINT_TOLERANCE_PX;
      if (came !== delivery || painted.length === 0 || painted.some(isOff) || Math.abs(after - expected) > 2) {
        misses.push(`${from} → ${other} at ${offset} (${before}), from the ${came}: painted ${asRuns(painted) || 'nothing'}, then ${after}`);
      }
    }
  }
  return misses;
}

// 20 page loads with the CPU slowed: a minute on a quiet machine.
test('with a slow CPU, every switch keeps the offset, the other page from the HTTP cache or the network', async ({ page }) => {
  test.setTimeout(300_000);
  const session = await slowCpu(page);
  await recordPaintedOffsets(page);
  // Both pages in the HTTP cache first: the first round's switches are answered with a 304.
  await page.goto('/zh_cn');
  await page.goto('/en');
  const misses = await switchAtEveryOffset(page, 'HTTP cache');
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  misses.push(...(await switchAtEveryOffset(page, 'network')));
  expect(misses).toEqual([]);
});

test.describe('with the service worker', () => {
  // Blocked in every other spec (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('with a slow CPU, every switch keeps the offset, the other page from the service worker', async ({ page }) => {
    test.setTimeout(200_000);
    await slowCpu(page);
    await recordPaintedOffsets(page);
    await page.goto('/en');
    await waitForWorker(page);
    expect(await switchAtEveryOffset(page, 'service worker')).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ scriptMode: 'none' });

  for (const [path, { button, other, otherLink, lang }] of Object.entries(languages)) {
    test(`${path}: the language links are plain links to the other home page`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('banner').getByRole('button', { name: button }).click();
      const link = page.getByRole('banner').getByRole('link', { name: otherLink, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', other);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${other}$`));
      await expect(page.locator('html')).not.toHaveAttribute('lang', lang);
    });
  }
});

test.describe('before the scripts arrive', () => {
  test.use({ scriptMode: 'held' });

  for (const [path, { other }] of Object.entries(languages) as Array<[Path, (typeof languages)[Path]]>) {
    test(`${path}: a switch before the page's scripts have run keeps the offset too`, async ({ page }) => {
      for (const offset of [900, 2300]) {
        await page.goto(path);
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), offset);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(offset);
        // The same finger-like click as above: a click that scrolled the page first would move what is kept.
        const { before } = await switchLanguage(page, path);
        await settle(page);
        const after = await page.evaluate(() => window.scrollY);
        expect(before).toBe(offset);
        expect(page.url()).toMatch(new RegExp(`${other}$`));
        expect(Math.abs(after - Math.min(before, await maxScroll(page)))).toBeLessThanOrEqual(2);
      }
    });
  }
});
