// The device cookie in a real browser (desktop project): a person who signed in and out on this browser signs in again
// while a storm of wrong passwords for their account arrives from other addresses (over HTTP, X-Forwarded-For: the
// browser tests' server trusts one proxy hop), and a browser that never signed in is refused in its own language.
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { createPerson, inboxClient } from '../fixtures/inbox';
import { expect, test } from '../fixtures/test';
import { baseURL } from '../../playwright.config';

const PASSWORD = 'browser tests password';
/** Past the account's limit for browsers without its device cookie (8 failures in 15 minutes). */
const STORM_TRIES = 12;

test('a person signs in again from their own browser through a storm of wrong passwords; a new browser is refused', async ({ page, browser }) => {
  const email = await createPerson(baseURL, 'agent', `Guarded ${Date.now().toString(36)}`, PASSWORD);
  const signIn = async () => {
    await page.getByLabel(en.InboxSignIn.email).fill(email);
    await page.getByLabel(en.InboxSignIn.password).fill(PASSWORD);
    await page.getByRole('button', { name: en.InboxSignIn.submit }).click();
    await expect(page).toHaveURL(/\/inbox$/);
  };
  await page.goto('/inbox/sign-in');
  await signIn();
  // Signing out of this browser (the account menu in the header) keeps its device cookie.
  await page.locator('header summary').click();
  await page.getByRole('button', { name: en.InboxLayout.nav.signOut, exact: true }).click();
  await expect(page.getByText(en.InboxSignIn.signedOut)).toBeVisible();

  // Strangers guess, each from an address of their own; a run within the same quarter hour picks other addresses.
  const block = Math.floor(Math.random() * 200) + 30;
  const statuses: number[] = [];
  for (let n = 0; n < STORM_TRIES; n += 1) {
    const guess = await inboxClient(baseURL, '', `198.18.${block}.${n + 1}`).post('/inbox/sign-in', { email, password: 'a wrong password 123' });
    statuses.push(guess.status);
  }
  expect(statuses.at(-1)).toBe(429);

  await signIn();
  await expect(page.locator('header summary')).toContainText(/^Guarded /);

  // A browser that never signed in, in Chinese, is refused with the right password, in its language.
  const stranger = await browser.newContext({ locale: 'zh-CN' });
  try {
    const fresh = await stranger.newPage();
    await fresh.goto('/inbox/sign-in');
    await fresh.getByLabel(zhCn.InboxSignIn.email).fill(email);
    await fresh.getByLabel(zhCn.InboxSignIn.password).fill(PASSWORD);
    const [answer] = await Promise.all([
      fresh.waitForResponse((response) => response.request().method() === 'POST'),
      fresh.getByRole('button', { name: zhCn.InboxSignIn.submit }).click(),
    ]);
    expect(answer.status()).toBe(429);
    await expect(fresh.getByText(zhCn.InboxSignIn.errors.tooMany.split('{')[0] ?? '')).toBeVisible();
    await expect(fresh).toHaveURL(/\/inbox\/sign-in$/);
  } finally {
    await stranger.close();
  }
});
