import type { Page } from '@playwright/test';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { expect, test } from './fixtures';
import { contactFields, contactIsland } from './contact-locators';

/**
 * Where the Astro contact island differed from the product the Next suite (tests/e2e/contact-form.spec.ts) describes:
 * - `data-interactive` on the form means "the interactive form has taken over". The island rendered it into the
 *   server's HTML too, so a visitor's (or a test's) wait for it ended before React had attached its handlers.
 * - The http client's "fail" toast is an item of the "Notifications" region's list; the danger toast had replaced
 *   its `listitem` role with `alert`.
 */

function copyOf(path: string, messages: typeof en | typeof zhCn) {
  const { formLabel, fields, result } = messages.ContactForm;
  return {
    path,
    form: formLabel,
    labels: { name: fields.name.label, country: fields.country.label, mobile: fields.mobile.label, message: fields.message.label },
    failure: result.failureTitle,
    ok: messages.MessageDialog.ok,
    fail: messages.HttpClient.fail,
    notifications: messages.Platform.notifications,
  };
}
const copy = { en: copyOf('/en', en), zh: copyOf('/zh_cn', zhCn) };
type Copy = (typeof copy)['en'];

const fields = (page: Page, c: Copy) => contactFields(page, c);
const island = contactIsland;

/** The danger toast the way the Next suite finds Sonner's: an item of the region named "Notifications…". */
const failToast = (page: Page, c: Copy) =>
  page
    .getByRole('region', { name: new RegExp(`^${c.notifications}`) })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${c.fail}$`) });

/** The page at its contact section, once the form says it is interactive: nothing else is waited for. */
async function openForm(page: Page, c: Copy) {
  await page.goto(`${c.path}#contact`);
  const form = fields(page, c);
  await expect(form.form).toHaveAttribute('data-interactive', '');
  return form;
}

/** The form's country groups as rendered: label and every option's value and text. */
const countryGroups = (page: Page, c: Copy) =>
  fields(page, c)
    .country.locator('optgroup')
    .evaluateAll((groups) =>
      groups.map((group) => ({
        label: group.getAttribute('label'),
        options: Array.from(group.querySelectorAll('option'), (option) => `${option.value} ${option.text}`),
      })),
    );

for (const c of Object.values(copy)) {
  test(`${c.path}: the form says it is interactive only once the island has hydrated, and keeps the country chosen before`, async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // 'commit': the page's module scripts are held too, and DOMContentLoaded waits for them.
    await page.goto(c.path, { waitUntil: 'commit' });
    const form = fields(page, c);
    await expect(form.country.locator('optgroup')).toHaveCount(2);
    const rendered = await countryGroups(page, c);
    expect(rendered[1]?.options.length).toBeGreaterThan(200);
    // A visitor chooses from a select on screen (`selectOption` alone would not scroll to it): the island's cue to load.
    await form.country.scrollIntoViewIfNeeded();
    await form.country.selectOption('NG');
    await expect(island(page)).toHaveAttribute('ssr', '');
    await expect(form.form).not.toHaveAttribute('data-interactive');

    release();
    await expect(form.form).toHaveAttribute('data-interactive', '');
    await expect(island(page)).not.toHaveAttribute('ssr');
    await expect(form.country).toHaveValue('NG');
    expect(await countryGroups(page, c)).toEqual(rendered);
  });

  test(`${c.path}: [emulated 500] filled as soon as the form is interactive, a failure shows the dialog and the fail toast as a list item`, async ({
    page,
  }) => {
    // The real server cannot be made to fail here: this answer stands in for it.
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: { success: false, msg: 'fail' } }));
    const form = await openForm(page, c);
    await form.name.fill('Ada Obi');
    await form.country.selectOption('NG');
    await form.mobile.fill('0803 123 4567');
    await form.message.fill('Rice, please.');
    await form.submit.click();
    const dialog = page.getByRole('dialog', { name: c.failure });
    await expect(dialog).toBeVisible();
    await expect(failToast(page, c)).toBeVisible();
    // Still read out at once: the item's text is an alert.
    await expect(failToast(page, c).getByRole('alert')).toHaveText(c.fail);
    await dialog.getByRole('button', { name: c.ok }).click();
    await expect(dialog).toBeHidden();
    await expect(form.name).toHaveValue('Ada Obi');
    await expect(form.message).toHaveValue('Rice, please.');
  });
}

test('[emulated API] field errors from the server are shown on their fields, with the fail toast', async ({ page }) => {
  // The browser runs the server's schema first, so the real server never answers the form with a field error.
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 400, json: { success: false, msg: 'invalid', errors: { mobile: 'This number cannot receive calls' } } }),
  );
  const form = await openForm(page, copy.en);
  await form.name.fill('Ada Obi');
  await form.country.selectOption('NG');
  await form.mobile.fill('0803 123 4567');
  await form.message.fill('Rice, please.');
  await form.submit.click();
  await expect(failToast(page, copy.en)).toBeVisible();
  await page.getByRole('dialog', { name: copy.en.failure }).getByRole('button', { name: copy.en.ok }).click();
  await expect(form.mobile).toBeFocused();
  await expect(form.mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(form.mobile).toHaveAccessibleDescription('This number cannot receive calls');
  await expect(form.mobile).toHaveValue('0803 123 4567');
});
