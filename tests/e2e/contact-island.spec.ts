import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { contactCopy, type ContactCopy } from '../fixtures/contact-copy';
import { contactFields, contactIsland, fillValidLead } from '../fixtures/contact-locators';
import { holdScripts } from '../fixtures/held-scripts';
import { expectStoredOnce, installPageClock } from '../fixtures/stored-leads';

/**
 * The contact form against the real `POST /api/contact`, every stored lead read back through
 * `GET /api/leads`: the native form (no JavaScript, or scripts that never arrive) and the React island. A valid lead
 * sent, and the offline queue, are tests/e2e/contact-form.spec.ts's (the same island).
 */

const copy = contactCopy;
type Copy = ContactCopy;

const fields = (page: Page, c: Copy) => contactFields(page, c);
const island = contactIsland;
const expectHydrated = (page: Page) => expect(island(page)).not.toHaveAttribute('ssr');

/** Opens the page at its contact section (the island hydrates as the form nears the viewport) and waits for React. */
async function openIsland(page: Page, c: Copy) {
  await page.goto(`${c.path}#contact`);
  await expectHydrated(page);
  return fields(page, c);
}

/** A toast in the page's toast region (src/components/layout/toast-region.tsx); a danger toast is an alert. */
const toast = (page: Page, c: Copy, text: string) => page.getByRole('region', { name: c.notifications }).getByText(text, { exact: true });

/** A message no other test or run sends, to find this test's lead among the stored ones. */
const uniqueMessage = () => `I want to stock rice and cooking oil. [${randomUUID()}]`;

/** Every POST to /api/contact the page makes. */
async function watchPosts(page: Page) {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') posts.push(request);
  });
  return posts;
}

// Without JavaScript at all: tests/e2e/contact-form.spec.ts ("the plain HTML form").
test('scripts that never arrive: the server-rendered form posts itself and nothing is lost', async ({ page, request }) => {
  const held: string[] = [];
  await page.route('**/_astro/**/*.js', (route) => {
    held.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  // 'load': the page's behaviours never start either, so there is nothing more to wait for.
  await page.goto(`${copy.en.path}#contact`, { waitUntil: 'load' });
  const message = uniqueMessage();
  const form = await fillValidLead(page, copy.en, message);
  // The island tried to load (its form is in view) and could not: the form is still the server's.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(island(page)).toHaveAttribute('ssr', '');
  await form.submit.click();
  await expect(page.getByRole('heading', { level: 1, name: copy.en.answer.success, exact: true })).toBeVisible();
  await expectStoredOnce(request, message, copy.en.locale);
});

for (const c of Object.values(copy)) {
  test(`${c.path}: the island shows the four required messages inline and focuses the first field`, async ({ page }) => {
    const posts = await watchPosts(page);
    const form = await openIsland(page, c);
    await form.submit.click();
    await expect(form.name).toBeFocused();
    for (const [index, field] of (['name', 'country', 'mobile', 'message'] as const).entries()) {
      await expect(form[field]).toHaveAttribute('aria-invalid', 'true');
      await expect(form[field]).toHaveAccessibleDescription(new RegExp(`^${c.required[index]}`));
    }
    expect(page.url()).toContain(`${c.path}#contact`);
    expect(posts).toHaveLength(0);
  });
}

test('[emulated 500] a server failure shows the failure dialog and the danger toast, and keeps the text', async ({ page }) => {
  // The real server cannot be made to fail here: this answer stands in for it.
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: { success: false, msg: 'fail' } }));
  const clock = await installPageClock(page);
  await openIsland(page, copy.zh);
  const form = await fillValidLead(page, copy.zh, 'Rice, please.');
  await clock.tookTime();
  await form.submit.click();
  const dialog = page.getByRole('dialog', { name: copy.zh.failure });
  await expect(dialog).toBeVisible();
  await expect(toast(page, copy.zh, copy.zh.fail)).toHaveRole('alert');
  await dialog.getByRole('button', { name: copy.zh.ok }).click();
  await expect(form.message).toHaveValue('Rice, please.');
  await expect(form.submit).toBeFocused();
});

test('what was typed before the island hydrated is kept, and saved as the draft', async ({ page }) => {
  const scripts = await holdScripts(page);
  // 'commit': the page's own module scripts are held too, and DOMContentLoaded waits for them. No #contact: Chromium
  // clears the focus when it scrolls to a fragment at the end of parsing, which is the browser's doing, not the form's.
  await page.goto(copy.en.path, { waitUntil: 'commit' });
  const form = fields(page, copy.en);
  await form.country.selectOption('NG');
  await form.name.fill('Ada');
  await expect.poll(() => scripts.requested.length).toBeGreaterThan(0);
  await expect(island(page)).toHaveAttribute('ssr', '');

  // A property on the server's form element: it survives only if React adopts that element rather than rendering anew.
  await form.form.evaluate((element) => Reflect.set(element, 'serverRendered', true));
  scripts.release();
  await expectHydrated(page);
  expect(await form.form.evaluate((element) => Reflect.get(element, 'serverRendered'))).toBe(true);
  await expect(form.name).toHaveValue('Ada');
  await expect(form.country).toHaveValue('NG');
  await expect(form.name).toBeFocused();
  await page.keyboard.type(' Obi');
  await expect(form.name).toHaveValue('Ada Obi');

  // The island owns the values now: they are the draft, and a reload brings them back.
  await page.reload({ waitUntil: 'load' });
  await expectHydrated(page);
  await expect(form.name).toHaveValue('Ada Obi');
  await expect(form.country).toHaveValue('NG');
});

test('a first visit at 375 px loads no React until the form is near; then the island loads', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const scripts: Array<{ path: string; body: Promise<Buffer> }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ path: new URL(response.url()).pathname, body: response.body() });
  });
  await page.goto(copy.en.path);
  // Time for anything idle to start: nothing of React may come before the visitor nears the form.
  await page.waitForTimeout(1_000);
  const islandUrls = await island(page).evaluate((element) => [element.getAttribute('component-url'), element.getAttribute('renderer-url')]);
  expect(islandUrls).toEqual([expect.stringMatching(/^\/_astro\//), expect.stringMatching(/^\/_astro\//)]);
  const atFirst = scripts.map((script) => script.path);
  expect(atFirst.filter((path) => islandUrls.includes(path))).toEqual([]);

  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expectHydrated(page);
  const loaded = scripts.filter((script) => !atFirst.includes(script.path));
  expect(loaded.map((script) => script.path)).toEqual(expect.arrayContaining(islandUrls));
  const sizes = await Promise.all(loaded.map(async (script) => gzipSync(await script.body, { level: 9 }).length));
  const gzipBytes = sizes.reduce((sum, size) => sum + size, 0);
  test.info().annotations.push({ type: 'island gzip bytes', description: `${loaded.length} scripts, ${gzipBytes} B` });
  console.log(`contact island: ${loaded.length} scripts, ${gzipBytes} B gzip -9 after scrolling to the form`);
});

/** The island's props as the page's HTML carries them (Astro's `[type, value]` pairs, HTML-escaped). */
function islandPropsIn(html: string): Record<string, unknown> {
  const props = /<astro-island\b[^>]*\bprops="([^"]*)"/.exec(html)?.[1] ?? '';
  return JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, unknown>;
}

for (const c of [copy.en, copy.zh]) {
  test(`${c.path}: the page carries the country options once; the hydrated island offers every one of them`, async ({ page, request }) => {
    const html = await (await request.get(c.path)).text();
    const served = [...html.matchAll(/<option value="?([A-Z]{2})"?>/g)].map((match) => match[1]);
    expect(served.length).toBeGreaterThan(200);
    // Not a second time in the island's props: it reads them back from the rendered select (contact-island.tsx).
    expect(JSON.stringify(islandPropsIn(html))).not.toContain('option');

    const { country } = await openIsland(page, c);
    const offered = await country.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered.filter(Boolean)).toEqual(served);
    await country.selectOption('GH');
    await expect(country).toHaveValue('GH');
  });
}

test("each language's island brings its strings in its own script, not in the page's HTML", async ({ request }) => {
  const scriptOf = async (html: string) => {
    const url = /<astro-island\b[^>]*\bcomponent-url="([^"]+)"/.exec(html)?.[1] ?? '';
    return (await request.get(url)).text();
  };
  const pages = await Promise.all([copy.en, copy.zh].map(async (c) => ({ c, html: await (await request.get(c.path)).text() })));
  const [english, chinese] = await Promise.all(pages.map(({ html }) => scriptOf(html)));
  for (const { html } of pages) expect(Object.keys(islandPropsIn(html))).toEqual(['apiBaseUrl']);
  // Strings the page shows only once the island runs: in the script of their language, and in no other.
  for (const [script, own, other] of [
    [english, copy.en, copy.zh],
    [chinese, copy.zh, copy.en],
  ] as const) {
    for (const text of [own.queued, own.success, own.failure, ...own.required]) expect(script).toContain(text);
    for (const text of [other.queued, other.success]) expect(script).not.toContain(text);
  }
});
