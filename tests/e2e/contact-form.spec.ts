import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/**
 * The contact form in the browser. Tests marked [emulated API] answer `POST /api/contact` with
 * `page.route` using the contract's envelopes (success, 400 with field errors, 500, network abort),
 * and assert the request the form sent; switch their success paths to the real server once it is merged.
 */

const copy = {
  en: {
    path: '/en',
    locale: 'en',
    form: 'Contact form',
    labels: { name: 'Name', country: 'Country', mobile: 'Mobile', message: 'Message' },
    required: ['Please fill in name', 'Please fill in country', 'Please fill in mobilePhone', 'Please fill in message'],
    submit: 'Submit',
    success: 'Submitted success',
    failure: 'Submitted failed',
    ok: 'OK',
    nigeria: 'Nigeria',
  },
  zh: {
    path: '/zh_cn',
    locale: 'zh-CN',
    form: '联系表单',
    labels: { name: '姓名', country: '国家', mobile: '手机号码', message: '留言' },
    required: ['请填写姓名', '请选择国家', '请填写手机号码', '请填写留言'],
    submit: '提交',
    success: '提交成功',
    failure: '提交失败',
    ok: '确定',
    nigeria: '尼日利亚',
  },
} as const;

type Copy = (typeof copy)[keyof typeof copy];
const en = copy.en;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const fields = (page: Page, c: Copy = en) => ({
  form: page.getByRole('form', { name: c.form }),
  name: page.getByLabel(c.labels.name, { exact: true }),
  country: page.getByLabel(c.labels.country, { exact: true }),
  mobile: page.getByLabel(c.labels.mobile, { exact: true }),
  message: page.getByLabel(c.labels.message, { exact: true }),
  submit: page.getByRole('form', { name: c.form }).getByRole('button'),
});

/** Opens the page at its contact anchor: the form nears the viewport, loads its script and turns off native validation. */
async function openForm(page: Page, c: Copy = en) {
  await page.goto(`${c.path}#contact`);
  const form = fields(page, c);
  await expect(form.form).toHaveAttribute('novalidate', '');
  return form;
}

async function fillValid(page: Page, c: Copy = en) {
  const form = fields(page, c);
  await form.name.fill('Ada Obi');
  await form.country.selectOption({ label: c.nigeria });
  await form.mobile.fill('0803 123 4567');
  await form.message.fill('I want to stock rice and cooking oil.');
  return form;
}

type Answer = { status: number; body: unknown } | 'abort';

/** [emulated API] Answers each POST with the next answer and records the requests. */
async function emulateApi(page: Page, answers: Answer[], hold?: Promise<void>) {
  const requests: Request[] = [];
  await page.route('**/api/contact', async (route) => {
    requests.push(route.request());
    const answer = answers[Math.min(requests.length, answers.length) - 1] ?? 'abort';
    await hold;
    if (answer === 'abort') return route.abort('internetdisconnected');
    return route.fulfill({ status: answer.status, json: answer.body });
  });
  return requests;
}

const success: Answer = { status: 200, body: { success: true, msg: 'ok', data: { id: 'lead-1' } } };
const serverError: Answer = { status: 500, body: { success: false, msg: 'fail' } };

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

  test(`${c.path}: [emulated API] a valid lead is sent and answered with the success dialog`, async ({ page }) => {
    let release = () => {};
    const requests = await emulateApi(page, [success], new Promise((resolve) => (release = resolve)));
    await openForm(page, c);
    const form = await fillValid(page, c);
    await form.submit.click();
    await expect(form.submit).toBeDisabled();
    release();

    const dialog = page.getByRole('dialog', { name: c.success });
    await expect(dialog).toBeVisible();
    expect(requests).toHaveLength(1);
    const sent = requests[0]!;
    expect(sent.method()).toBe('POST');
    expect(sent.headers()['content-type']).toBe('application/json');
    expect(sent.headers()['idempotency-key']).toMatch(UUID);
    const body = sent.postDataJSON();
    expect(body).toEqual({
      name: 'Ada Obi',
      country: 'NG',
      mobile: '+2348031234567',
      message: 'I want to stock rice and cooking oil.',
      locale: c.locale,
      website: '',
      startedAt: expect.any(Number),
    });
    expect(body.startedAt).toBeLessThanOrEqual(Date.now());

    await dialog.getByRole('button', { name: c.ok }).click();
    await expect(dialog).toBeHidden();
    for (const field of [form.name, form.country, form.mobile, form.message]) await expect(field).toHaveValue('');
    await expect(form.submit).toBeEnabled();

    // The sent draft is gone: a reload starts empty.
    await page.reload();
    await expect(form.form).toHaveAttribute('novalidate', '');
    await expect(form.message).toHaveValue('');
  });
}

test('the country list, dial code, placeholder and counter follow the visitor', async ({ page }) => {
  const form = await openForm(page);
  const options = await form.country.locator('option').allTextContents();
  expect(options.slice(0, 7)).toEqual(['Choose a country', 'Nigeria', 'Uganda', 'Kenya', 'Tanzania', 'Côte d’Ivoire', 'China']);
  expect(options.length).toBeGreaterThan(200);
  await expect(form.mobile).toHaveAttribute('placeholder', '+234 802 123 4567');

  await form.country.selectOption({ label: 'Kenya' });
  await expect(form.mobile).toHaveValue('+254 ');
  await expect(form.mobile).toHaveAttribute('placeholder', /^\+254 7/);
  await form.country.selectOption({ label: 'Uganda' });
  await expect(form.mobile).toHaveValue('+256 ');
  await form.mobile.fill('+256 712 345678');
  await form.country.selectOption({ label: 'China' });
  await expect(form.mobile).toHaveValue('+256 712 345678');
  await expect(form.mobile).toHaveAttribute('placeholder', /^\+86 1/);

  await expect(page.getByText('0 / 2000')).toBeVisible();
  await form.message.fill('Hello');
  await expect(page.getByText('5 / 2000')).toBeVisible();
  await expect(form.message).toHaveAccessibleDescription('5 / 2000');
});

test('/zh_cn names the countries in Chinese', async ({ page }) => {
  const form = await openForm(page, copy.zh);
  const options = await form.country.locator('option').allTextContents();
  expect(options.slice(0, 7)).toEqual(['请选择国家或地区', '尼日利亚', '乌干达', '肯尼亚', '坦桑尼亚', '科特迪瓦', '中国']);
});

test('too long and invalid values get their own messages', async ({ page }) => {
  const form = await openForm(page);
  await fillValid(page);
  await form.name.fill('a'.repeat(101));
  await form.mobile.fill('12345');
  await form.message.fill('m'.repeat(2001));
  await form.submit.click();
  await expect(form.name).toBeFocused();
  await expect(form.name).toHaveAccessibleDescription('Please keep the name to 100 characters or fewer');
  await expect(form.mobile).toHaveAccessibleDescription(
    'Please enter a valid mobile number for the chosen country, e.g. +234 802 123 4567',
  );
  await expect(form.message).toHaveAccessibleDescription(/^Please keep the message to 2000 characters or fewer/);
  await expect(page.getByText('2001 / 2000')).toBeVisible();

  // Fixing a field clears its message.
  await form.name.fill('Ada Obi');
  await expect(form.name).not.toHaveAttribute('aria-invalid');
});

test('[emulated API] a server failure shows the failure dialog, keeps the text and retries with the same key', async ({
  page,
}) => {
  const requests = await emulateApi(page, [serverError, 'abort', success]);
  const form = await openForm(page);
  await fillValid(page);

  for (let attempt = 0; attempt < 2; attempt++) {
    await form.submit.click();
    const dialog = page.getByRole('dialog', { name: en.failure });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: en.ok }).click();
    await expect(dialog).toBeHidden();
    await expect(form.name).toHaveValue('Ada Obi');
    await expect(form.message).toHaveValue('I want to stock rice and cooking oil.');
  }

  await form.submit.click();
  await expect(page.getByRole('dialog', { name: en.success })).toBeVisible();
  const keys = requests.map((request) => request.headers()['idempotency-key']);
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
});

test('[emulated API] field errors from the server are shown on their fields', async ({ page }) => {
  await emulateApi(page, [
    { status: 400, body: { success: false, msg: 'invalid', errors: { mobile: 'This number cannot receive calls' } } },
  ]);
  const form = await openForm(page);
  await fillValid(page);
  await form.submit.click();
  const dialog = page.getByRole('dialog', { name: en.failure });
  await dialog.getByRole('button', { name: en.ok }).click();
  await expect(form.mobile).toBeFocused();
  await expect(form.mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(form.mobile).toHaveAccessibleDescription('This number cannot receive calls');
  await expect(form.mobile).toHaveValue('0803 123 4567');
});

test('[emulated API] the draft, with its idempotency key, survives a reload', async ({ page }) => {
  const requests = await emulateApi(page, [serverError, success]);
  const form = await openForm(page);
  await fillValid(page);
  await form.submit.click();
  await page.getByRole('dialog', { name: en.failure }).getByRole('button', { name: en.ok }).click();

  await page.reload();
  await expect(form.form).toHaveAttribute('novalidate', '');
  await expect(form.name).toHaveValue('Ada Obi');
  await expect(form.country).toHaveValue('NG');
  await expect(form.mobile).toHaveValue('0803 123 4567');
  await expect(form.message).toHaveValue('I want to stock rice and cooking oil.');

  await form.submit.click();
  await expect(page.getByRole('dialog', { name: en.success })).toBeVisible();
  expect(requests[1]?.headers()['idempotency-key']).toBe(requests[0]?.headers()['idempotency-key']);
});

test('[emulated API] offline, submit queues the draft and sends it when the connection returns', async ({
  page,
  context,
}) => {
  const requests = await emulateApi(page, [success]);
  const form = await openForm(page);
  await fillValid(page);
  await context.setOffline(true);
  await form.submit.click();
  await expect(form.form.getByRole('status')).toHaveText(
    'You are offline. Your message is saved on this device and will be sent automatically when the connection returns.',
  );
  expect(requests).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByRole('dialog', { name: en.success })).toBeVisible();
  expect(requests).toHaveLength(1);
  await expect(form.name).toHaveValue('');
});

test('text typed before the form script arrives is kept, and the script loads only then', async ({ page }) => {
  await page.goto(en.path);
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const lateScripts: string[] = [];
  await page.route('**/_next/static/chunks/**', async (route) => {
    lateScripts.push(route.request().url());
    await gate;
    await route.continue();
  });

  const form = fields(page);
  await form.name.fill('Ada');
  await expect.poll(() => lateScripts.length).toBeGreaterThan(0);
  await expect(form.form).not.toHaveAttribute('novalidate');

  open();
  await expect(form.form).toHaveAttribute('novalidate', '');
  await expect(form.name).toHaveValue('Ada');
  await expect(form.name).toBeFocused();
  await page.keyboard.type(' Obi');
  await expect(form.name).toHaveValue('Ada Obi');
});

for (const c of Object.values(copy)) {
  test(`${c.path}: without JavaScript the form is plain HTML that posts itself [emulated API answer]`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const posts: Request[] = [];
    await page.route('**/api/contact', (route) => {
      posts.push(route.request());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Emulated answer</h1>' });
    });
    await page.goto(c.path);
    const form = fields(page, c);
    await expect(form.form).toHaveAttribute('method', 'post');
    await expect(form.form).toHaveAttribute('action', '/api/contact');
    for (const name of ['name', 'country', 'mobile', 'message'] as const) {
      await expect(form[name]).toHaveAttribute('name', name);
    }

    await fillValid(page, c);
    await form.submit.click();
    await expect(page.getByRole('heading', { name: 'Emulated answer' })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers()['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(posts[0]?.postData() ?? ''))).toEqual({
      locale: c.locale,
      website: '',
      name: 'Ada Obi',
      country: 'NG',
      mobile: '0803 123 4567',
      message: 'I want to stock rice and cooking oil.',
    });
    await context.close();
  });
}
