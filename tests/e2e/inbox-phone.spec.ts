// The sales inbox on a 375 px phone, with JavaScript off (as while a slow phone is still bringing scripts): the list
// and a lead fit the screen, and a lead can be worked with the page's own forms.
import en from '../../messages/en.json';
import { createPerson, postLead } from '../fixtures/inbox';
import { expect, test } from '../fixtures/test';
import { baseURL } from '../../playwright.config';

test.use({ scriptMode: 'none' });

test('on a phone without scripts, the list and a lead fit the screen and a lead is worked with its forms', async ({ page }) => {
  const tag = `p${Date.now().toString(36)}`;
  const email = await createPerson(baseURL, 'agent', `Phone ${tag}`, 'phone tests password');
  await postLead(baseURL, {
    name: `Wanjiru ${tag}`,
    country: 'KE',
    mobile: '0712 345 679',
    message: `Restocking ${tag}: ${'a long first line of a message '.repeat(4)}`,
  });
  await page.goto('/inbox/sign-in');
  await page.getByLabel(en.InboxSignIn.email).fill(email);
  await page.getByLabel(en.InboxSignIn.password).fill('phone tests password');
  await page.getByRole('button', { name: en.InboxSignIn.submit }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  // Without the live script the search box still filters: Enter submits the filter form.
  await page.getByLabel(en.InboxList.filters.search).fill(`Wanjiru ${tag}`);
  await page.getByLabel(en.InboxList.filters.search).press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=Wanjiru\\+${tag}`));
  const row = page.locator('[data-lead-page] [data-lead-id]');
  await expect(row).toHaveCount(1);
  expect(await fitsTheScreen()).toBe(true);

  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Lead from Wanjiru ${tag}`);
  expect(await fitsTheScreen()).toBe(true);
  const close = page.getByRole('button', { name: en.InboxList.folders.closed, exact: true });
  const box = await close.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44); // a thumb's target
  await close.click();
  await expect(page.getByRole('status')).toHaveText(en.InboxLead.done.status);
  await expect(page.getByText(`${en.InboxLead.fields.status}`, { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    en.InboxList.folders.closed,
  );
});
