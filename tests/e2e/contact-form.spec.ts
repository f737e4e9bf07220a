import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { MIN_FILL_MS } from '../../src/lib/lead-fields';
import { contactCopy, countryName, type ContactCopy } from '../fixtures/contact-copy';
import { contactFields } from '../fixtures/contact-locators';
import { holdScripts } from '../fixtures/held-scripts';
import { expectStoredOnce, installPageClock, storedLeads } from '../fixtures/stored-leads';
import { expect, test } from '../fixtures/test';

/**
 * The contact form in the browser against the real `POST /api/contact`: every success is stored by the
 * server and read back through `GET /api/leads`. `page.route` only stands in for failures the real
 * server cannot be made to give here (a 500, a dropped connection, a server-only field error).
 */

const copy = contactCopy;

type Copy = ContactCopy;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const fields = (page: Page, c: Copy = copy.en) => contactFields(page, c);

/** Opens the page at its contact anchor: the form nears the viewport and loads its script (the interactive form). */
async function openForm(page: Page, c: Copy = copy.en) {
  await page.goto(`${c.path}#contact`);
  const form = fields(page, c);
  await expect(form.form).toHaveAttribute('data-interactive', '');
  return form;
}

const MESSAGE = 'I want to stock rice and cooking oil.';

/** The spec's limits on the name and the message, and the example number the form shows for Nigeria. */
const NAME_MAX = 100;
const MESSAGE_MAX = 2000;
const NIGERIA_EXAMPLE = '+234 802 123 4567';

/** The message counter's text, e.g. "5 / 2000". */
const counter = (count: number) => en.ContactForm.fields.message.counter.replace('{count}', String(count)).replace('{max}', String(MESSAGE_MAX));

/** A message no other test or run sends, to find this test's lead among the stored ones. */
const uniqueMessage = () => `${MESSAGE} [${randomUUID()}]`;

async function fillValid(page: Page, c: Copy = copy.en, message = MESSAGE) {
  const form = fields(page, c);
  await form.name.fill('Ada Obi');
  await form.country.selectOption({ label: c.nigeria });
  await form.mobile.fill('0803 123 4567');
  await form.message.fill(message);
  return form;
}

type Failure = { status: number; body: unknown } | 'abort';

/**
 * Records every POST to `/api/contact`. The first requests get the given failures (emulated: the real
 * server cannot be made to fail); every later one goes on to the real server, held until `hold` settles.
 */
async function watchApi(page: Page, failures: Failure[] = [], hold?: Promise<void>) {
  const requests: Request[] = [];
  await page.route('**/api/contact', async (route) => {
    requests.push(route.request());
    const failure = failures[requests.length - 1];
    if (failure === 'abort') return route.abort('internetdisconnected');
    if (failure) return route.fulfill({ status: failure.status, json: failure.body });
    await hold;
    return route.continue();
  });
  return requests;
}

const serverError: Failure = { status: 500, body: { success: false, msg: 'fail' } };

/** The http client's danger toast ("fail" / "失败"), shown for 4xx and 5xx answers. */
const failToast = (page: Page, c: Copy) =>
  page
    .getByRole('region', { name: new RegExp(`^${c.notifications}`) })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${c.fail}$`) });

for (const c of Object.values(copy)) {
  test(`${c.path}: an empty submit shows the four required messages and focuses the first field`, async ({ page }) => {
    const form = await openForm(page, c);
    await form.submit.click();
    await expect(form.name).toBeFocused();
    for (const [field, message] of [
      [form.name, c.required[0]],
      [form.country, c.required[1]],
      [form.mobile, c.required[2]],
      [form.message, c.required[3]],
    ] as const) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(`^${message}`));
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    const { violations } = await new AxeBuilder({ page }).include('#contact').analyze();
    expect(violations).toEqual([]);
  });

  test(`${c.path}: a valid lead reaches the server, which stores it once, and the success dialog shows`, async ({ page, request }) => {
    let release = () => {};
    const requests = await watchApi(page, [], new Promise((resolve) => (release = resolve)));
    const clock = await installPageClock(page);
    await openForm(page, c);
    const message = uniqueMessage();
    const form = await fillValid(page, c, message);
    await clock.tookTime();
    await form.submit.click();
    await expect(form.submit).toBeDisabled();
    release();

    const dialog = page.getByRole('dialog', { name: c.success });
    await expect(dialog).toBeVisible();
    // Beside the dialog, the spec's "Successfully" (§7) as a toast.
    await expect(
      page
        .getByRole('region', { name: new RegExp(`^${c.notifications}`) })
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${c.successToast}$`) }),
    ).toBeVisible();
    expect(requests).toHaveLength(1);
    const sent = requests[0]!;
    expect(sent.method()).toBe('POST');
    expect(sent.headers()['content-type']).toBe('application/json');
    expect(sent.headers()['idempotency-key']).toMatch(UUID);
    expect(sent.postDataJSON()).toEqual({
      name: 'Ada Obi',
      country: 'NG',
      mobile: '+2348031234567',
      message,
      locale: c.locale,
      website: '',
      fillMs: expect.any(Number),
    });
    expect((sent.postDataJSON() as { fillMs: number }).fillMs).toBeGreaterThanOrEqual(MIN_FILL_MS);
    const answer = await sent.response();
    expect(answer?.status()).toBe(200);
    expect(await answer?.json()).toEqual({ success: true, msg: c.answer.success, data: { id: expect.any(String) } });
    await expectStoredOnce(request, message, c.locale);

    await dialog.getByRole('button', { name: c.ok }).click();
    await expect(dialog).toBeHidden();
    for (const field of [form.name, form.country, form.mobile, form.message]) await expect(field).toHaveValue('');
    await expect(form.submit).toBeEnabled();

    // The sent draft is gone: a reload starts empty.
    await page.reload();
    await expect(form.form).toHaveAttribute('data-interactive', '');
    await expect(form.message).toHaveValue('');
  });

  test(`${c.path}: [emulated 500] a server failure shows the failure dialog and the fail toast, and keeps the text`, async ({ page }) => {
    await watchApi(page, [serverError]);
    const form = await openForm(page, c);
    await fillValid(page, c);
    await form.submit.click();
    const dialog = page.getByRole('dialog', { name: c.failure });
    await expect(dialog).toBeVisible();
    await expect(failToast(page, c)).toBeVisible();
    await expect(failToast(page, c)).toHaveAttribute('data-variant', 'danger');
    await dialog.getByRole('button', { name: c.ok }).click();
    await expect(dialog).toBeHidden();
    await expect(form.name).toHaveValue('Ada Obi');
    await expect(form.country).toHaveValue('NG');
    await expect(form.mobile).toHaveValue('0803 123 4567');
    await expect(form.message).toHaveValue(MESSAGE);
  });
}

test('a field focused after an invalid submit is not hidden under the sticky header', async ({ page }) => {
  const form = await openForm(page);
  // The form's top edge just under the header's bottom edge: the name field sits under the header.
  await form.name.evaluate((name) => window.scrollTo({ top: window.scrollY + name.getBoundingClientRect().top - 30, behavior: 'instant' }));
  await form.submit.click();
  await expect(form.name).toBeFocused();
  const header = await page.getByRole('banner').boundingBox();
  await expect.poll(async () => (await form.name.boundingBox())?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
});

test('the country list, dial code, placeholder and counter follow the visitor', async ({ page }) => {
  const country = en.ContactForm.fields.country;
  const name = (code: string) => countryName('en', code);
  const form = await openForm(page);
  const options = await form.country.locator('option').allTextContents();
  expect(options.slice(0, 5)).toEqual([country.placeholder, name('NG'), name('UG'), name('KE'), name('TZ')]);
  expect(await form.country.locator('optgroup').evaluateAll((groups) => groups.map((group) => group.getAttribute('label')))).toEqual([
    country.featured,
    country.others,
  ]);
  expect(options.length).toBeGreaterThan(200);
  await expect(form.mobile).toHaveAttribute('placeholder', NIGERIA_EXAMPLE);

  await form.country.selectOption({ label: name('KE') });
  await expect(form.mobile).toHaveValue('+254 ');
  await expect(form.mobile).toHaveAttribute('placeholder', /^\+254 7/);
  await form.country.selectOption({ label: name('UG') });
  await expect(form.mobile).toHaveValue('+256 ');
  await form.mobile.fill('+256 712 345678');
  await form.country.selectOption({ label: name('CN') });
  await expect(form.mobile).toHaveValue('+256 712 345678');
  await expect(form.mobile).toHaveAttribute('placeholder', /^\+86 1/);

  await expect(page.getByText(counter(0))).toBeVisible();
  await form.message.fill('Hello');
  await expect(page.getByText(counter(5))).toBeVisible();
  await expect(form.message).toHaveAccessibleDescription(counter(5));
});

test('/zh_cn names the countries in Chinese, the markets served first under a heading that says so', async ({ page }) => {
  const country = zhCn.ContactForm.fields.country;
  const name = (code: string) => countryName('zh-CN', code);
  const form = await openForm(page, copy.zh);
  const options = await form.country.locator('option').allTextContents();
  expect(options.slice(0, 5)).toEqual([country.placeholder, name('NG'), name('UG'), name('KE'), name('TZ')]);
  const groups = form.country.locator('optgroup');
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0)).toHaveAttribute('label', country.featured);
  await expect(groups.nth(1)).toHaveAttribute('label', country.others);
  // China and Côte d'Ivoire are offered, among the other countries.
  await expect(groups.nth(1).locator('option[value="CN"]')).toHaveText(name('CN'));
  await expect(groups.nth(1).locator('option[value="CI"]')).toHaveText(name('CI'));
});

test('too long and invalid values get their own messages', async ({ page }) => {
  const { errors } = en.ContactForm;
  const form = await openForm(page);
  await fillValid(page);
  await form.name.fill('a'.repeat(NAME_MAX + 1));
  await form.mobile.fill('12345');
  await form.message.fill('m'.repeat(MESSAGE_MAX + 1));
  await form.submit.click();
  await expect(form.name).toBeFocused();
  await expect(form.name).toHaveAccessibleDescription(errors.nameTooLong.replace('{max}', String(NAME_MAX)));
  await expect(form.mobile).toHaveAccessibleDescription(errors.mobileInvalid.replace('{example}', NIGERIA_EXAMPLE));
  await expect(form.message).toHaveAccessibleDescription(new RegExp(`^${errors.messageTooLong.replace('{max}', String(MESSAGE_MAX))}`));
  await expect(page.getByText(counter(MESSAGE_MAX + 1))).toBeVisible();

  // Fixing a field clears its message.
  await form.name.fill('Ada Obi');
  await expect(form.name).not.toHaveAttribute('aria-invalid');
});

test('[emulated 500, then abort] failures keep the text; the retry with the same key is stored once', async ({ page, request }) => {
  const requests = await watchApi(page, [serverError, 'abort']);
  const clock = await installPageClock(page);
  const form = await openForm(page);
  const message = uniqueMessage();
  await fillValid(page, copy.en, message);
  await clock.tookTime();

  for (const attempt of [serverError, 'abort'] as const) {
    await form.submit.click();
    const dialog = page.getByRole('dialog', { name: copy.en.failure });
    await expect(dialog).toBeVisible();
    // The toast is the http client's answer to 4xx/5xx; a dropped connection has no status.
    if (attempt !== 'abort') await expect(failToast(page, copy.en)).toBeVisible();
    await dialog.getByRole('button', { name: copy.en.ok }).click();
    await expect(dialog).toBeHidden();
    await expect(form.name).toHaveValue('Ada Obi');
    await expect(form.message).toHaveValue(message);
  }

  await form.submit.click();
  await expect(page.getByRole('dialog', { name: copy.en.success })).toBeVisible();
  const keys = requests.map((sent) => sent.headers()['idempotency-key']);
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  await expectStoredOnce(request, message, copy.en.locale);
});

test('[emulated API] field errors from the server are shown on their fields, with the fail toast', async ({ page }) => {
  // The browser runs the server's schema first, so the real server never answers the form with a field error.
  await watchApi(page, [{ status: 400, body: { success: false, msg: 'invalid', errors: { mobile: 'This number cannot receive calls' } } }]);
  const form = await openForm(page);
  await fillValid(page);
  await form.submit.click();
  const dialog = page.getByRole('dialog', { name: copy.en.failure });
  await expect(failToast(page, copy.en)).toBeVisible();
  await dialog.getByRole('button', { name: copy.en.ok }).click();
  await expect(form.mobile).toBeFocused();
  await expect(form.mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(form.mobile).toHaveAccessibleDescription('This number cannot receive calls');
  await expect(form.mobile).toHaveValue('0803 123 4567');
});

test('the draft, with its idempotency key, survives a reload and is then stored once', async ({ page, request }) => {
  const requests = await watchApi(page, ['abort']);
  const clock = await installPageClock(page);
  const form = await openForm(page);
  const message = uniqueMessage();
  await fillValid(page, copy.en, message);
  await clock.tookTime();
  await form.submit.click();
  await page.getByRole('dialog', { name: copy.en.failure }).getByRole('button', { name: copy.en.ok }).click();

  await page.reload();
  await expect(form.form).toHaveAttribute('data-interactive', '');
  await expect(form.name).toHaveValue('Ada Obi');
  await expect(form.country).toHaveValue('NG');
  await expect(form.mobile).toHaveValue('0803 123 4567');
  await expect(form.message).toHaveValue(message);

  await form.submit.click();
  await expect(page.getByRole('dialog', { name: copy.en.success })).toBeVisible();
  expect(requests).toHaveLength(2);
  expect(requests[1]?.headers()['idempotency-key']).toBe(requests[0]?.headers()['idempotency-key']);
  await expectStoredOnce(request, message, copy.en.locale);
});

test('offline, submit queues the draft and the real server stores it when the connection returns', async ({ page, context, request }) => {
  const requests = await watchApi(page);
  const clock = await installPageClock(page);
  const form = await openForm(page);
  const message = uniqueMessage();
  await fillValid(page, copy.en, message);
  await clock.tookTime();
  await context.setOffline(true);
  await form.submit.click();
  await expect(form.form.getByRole('status')).toHaveText(en.ContactForm.queued);
  expect(requests).toHaveLength(0);
  await expect(form.message).toHaveValue(message);

  await context.setOffline(false);
  await expect(page.getByRole('dialog', { name: copy.en.success })).toBeVisible();
  expect(requests).toHaveLength(1);
  await expect(form.name).toHaveValue('');
  await expectStoredOnce(request, message, copy.en.locale);
});

test('text typed before the form script arrives is kept, and the script loads only then', async ({ page }) => {
  await page.goto(copy.en.path);
  // Asked for once the form nears the viewport (the island's `client:visible`): typing scrolls it there.
  const lateScripts = await holdScripts(page);

  const form = fields(page);
  await form.name.fill('Ada');
  await expect.poll(() => lateScripts.requested.length).toBeGreaterThan(0);
  await expect(form.form).not.toHaveAttribute('data-interactive');

  lateScripts.release();
  await expect(form.form).toHaveAttribute('data-interactive', '');
  await expect(form.name).toHaveValue('Ada');
  await expect(form.name).toBeFocused();
  await page.keyboard.type(' Obi');
  await expect(form.name).toHaveValue('Ada Obi');
});

for (const c of Object.values(copy)) {
  test(`${c.path}: the interactive form offers the countries the server rendered, and keeps the one chosen before it loaded`, async ({ page }) => {
    await page.goto(c.path);
    const form = fields(page, c);
    const groups = () =>
      form.country.locator('optgroup').evaluateAll((elements) =>
        elements.map((group) => ({
          label: group.getAttribute('label'),
          options: Array.from(group.querySelectorAll('option'), (option) => `${option.value} ${option.text}`),
        })),
      );
    const rendered = await groups();
    // Read from the server-rendered form: the interactive one had not taken over yet.
    await expect(form.form).not.toHaveAttribute('data-interactive');
    expect(rendered[0]?.options).toHaveLength(4);
    expect(rendered[1]?.options.length).toBeGreaterThan(200);

    await form.country.selectOption({ label: c.nigeria });
    // The island loads when the form nears the viewport; selectOption alone does not scroll (a finger would).
    await form.country.scrollIntoViewIfNeeded();
    await expect(form.form).toHaveAttribute('data-interactive', '');
    await expect(form.country).toHaveValue('NG');
    expect(await groups()).toEqual(rendered);
  });
}

test("a country chosen before the page's scripts ran is kept by the interactive form", async ({ page }) => {
  const c = copy.en;
  // Every script waits until the choice is made.
  const scripts = await holdScripts(page);
  // The held module scripts would hold DOMContentLoaded and the load event too.
  await page.goto(`${c.path}#contact`, { waitUntil: 'commit' });
  const form = fields(page, c);
  await form.country.selectOption({ label: c.nigeria });
  await expect(form.form).not.toHaveAttribute('data-interactive');
  scripts.release();
  await expect(form.form).toHaveAttribute('data-interactive', '');
  await expect(form.country).toHaveValue('NG');
});

/**
 * Fills the form at a person's pace, about 5 s of typing, on the page's (possibly fake, still running) clock;
 * `betweenFields` runs after each field, e.g. to move the phone's clock while the form is open.
 */
async function typeLikeAPerson(page: Page, message: string, betweenFields: () => Promise<void> = async () => {}) {
  const form = fields(page);
  await form.name.pressSequentially('Ada Obi', { delay: 100 });
  await betweenFields();
  await form.country.selectOption({ label: copy.en.nigeria });
  // The country put its dial code in the mobile field: the number goes after it.
  await form.mobile.press('End');
  await form.mobile.pressSequentially('803 123 4567', { delay: 100 });
  await betweenFields();
  await form.message.pressSequentially(message, { delay: 30 });
  await betweenFields();
  return form;
}

test.describe('a phone with a wrong clock', () => {
  // Phones are where clocks go wrong; one viewport is enough for tests that type for seconds each.
  test.skip(({ isMobile }) => !isMobile, 'phone clocks: the mobile project');

  const HOUR = 3_600_000;
  const offsets: Record<string, number> = {
    correct: 0,
    '10 min fast': 10 * 60_000,
    '1 h fast': HOUR,
    '1 day fast': 24 * HOUR,
    '10 min slow': -10 * 60_000,
    '25 h slow': -25 * HOUR,
    '1 year slow': -365 * 24 * HOUR,
  };
  for (const [label, offset] of Object.entries(offsets)) {
    test(`${label}: a message typed like a person is stored as new`, async ({ page, request }) => {
      await page.clock.install({ time: Date.now() + offset });
      const form = await openForm(page);
      const message = uniqueMessage();
      await typeLikeAPerson(page, message);
      await form.submit.click();
      await expect(page.getByRole('dialog', { name: copy.en.success })).toBeVisible();
      await expectStoredOnce(request, message, copy.en.locale);
    });
  }

  test('a clock that jumps a day ahead, then a year back, then a week ahead, while the form is open', async ({ page, request }) => {
    await page.clock.install();
    const form = await openForm(page);
    const message = uniqueMessage();
    const jumps = [24 * HOUR, -365 * 24 * HOUR, 7 * 24 * HOUR];
    await typeLikeAPerson(page, message, () => page.clock.setSystemTime(Date.now() + (jumps.shift() ?? 0)));
    await form.submit.click();
    await expect(page.getByRole('dialog', { name: copy.en.success })).toBeVisible();
    await expectStoredOnce(request, message, copy.en.locale);
  });

  test('a draft typed on one visit and sent three days later, the clock set back meanwhile, is stored as new', async ({ page, request }) => {
    await page.clock.install();
    await openForm(page);
    const message = uniqueMessage();
    await typeLikeAPerson(page, message);
    await page.close();

    const later = await page.context().newPage();
    await later.clock.install({ time: Date.now() + 3 * 24 * HOUR - 30 * 24 * HOUR });
    const form = await openForm(later);
    await expect(form.message).toHaveValue(message);
    await form.submit.click();
    await expect(later.getByRole('dialog', { name: copy.en.success })).toBeVisible();
    await expectStoredOnce(request, message, copy.en.locale);
  });

  test('a post plainly too fast is still spam, whatever the clock, and answered like success', async ({ page, request }) => {
    await page.clock.install({ time: Date.now() - 365 * 24 * HOUR });
    const form = await openForm(page);
    const message = uniqueMessage();
    await fillValid(page, copy.en, message);
    await form.submit.click();
    await expect(page.getByRole('dialog', { name: copy.en.success })).toBeVisible();
    expect(await storedLeads(request, message)).toEqual([expect.objectContaining({ status: 'spam', spam_reason: 'too-fast' })]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const c of Object.values(copy)) {
    test(`${c.path}: the plain HTML form posts to the server, which stores the lead and answers a page`, async ({ page, request }) => {
      await page.goto(c.path);
      const form = fields(page, c);
      await expect(form.form).toHaveAttribute('method', 'post');
      await expect(form.form).toHaveAttribute('action', '/api/contact');
      for (const name of ['name', 'country', 'mobile', 'message'] as const) {
        await expect(form[name]).toHaveAttribute('name', name);
      }

      const message = uniqueMessage();
      await fillValid(page, c, message);
      const [post] = await Promise.all([page.waitForRequest('**/api/contact'), form.submit.click()]);
      expect(post.headers()['content-type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(post.postData() ?? ''))).toEqual({
        locale: c.locale,
        website: '',
        name: 'Ada Obi',
        country: 'NG',
        mobile: '0803 123 4567',
        message,
      });

      await expect(page.getByRole('heading', { level: 1, name: c.answer.success, exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', c.locale);
      await expect(page.getByRole('link', { name: c.back })).toHaveAttribute('href', `${c.path}#contact`);
      await expectStoredOnce(request, message, c.locale);

      await page.getByRole('link', { name: c.back }).click();
      await expect(page).toHaveURL(new RegExp(`${c.path}#contact$`));
      await expect(fields(page, c).form).toBeVisible();
    });

    test(`${c.path}: an invalid post answers the field errors and keeps what was typed`, async ({ page }) => {
      await page.goto(c.path);
      const form = fields(page, c);
      // No browser bubble: the empty submit reaches the server, whose page speaks the page's language.
      await expect(form.form).toHaveAttribute('novalidate', '');
      await form.submit.click();

      await expect(page.getByRole('heading', { level: 1, name: c.answer.failure, exact: true })).toBeVisible();
      const answer = {
        name: page.getByLabel(c.labels.name, { exact: true }),
        country: page.getByLabel(c.labels.country, { exact: true }),
        mobile: page.getByLabel(c.labels.mobile, { exact: true }),
        message: page.getByLabel(c.labels.message, { exact: true }),
      };
      const fieldOrder = ['name', 'country', 'mobile', 'message'] as const;
      for (const [index, field] of fieldOrder.entries()) {
        await expect(answer[field]).toHaveAttribute('aria-invalid', 'true');
        await expect(answer[field]).toHaveAccessibleDescription(c.required[index]!);
      }

      // The answer page's own form: fix all but the mobile and send again.
      await answer.name.fill('Ada Obi');
      await answer.country.selectOption({ label: c.nigeria });
      await answer.message.fill(MESSAGE);
      await page.getByRole('button').click();

      await expect(page.getByRole('heading', { level: 1, name: c.answer.failure, exact: true })).toBeVisible();
      await expect(answer.mobile).toHaveAccessibleDescription(c.required[2]);
      for (const field of ['name', 'country', 'message'] as const) await expect(answer[field]).not.toHaveAttribute('aria-invalid');
      await expect(answer.name).toHaveValue('Ada Obi');
      await expect(answer.country).toHaveValue('NG');
      await expect(answer.message).toHaveValue(MESSAGE);
      await expect(page.getByRole('link', { name: c.back })).toHaveAttribute('href', `${c.path}#contact`);
    });
  }
});
