// Not part of `npm test`: the inbox's pages at 375 and 1280 px in both languages, for docs/inbox.md.
// INBOX_SCREENSHOTS=1 npx playwright test tests/e2e/inbox-screenshots.spec.ts --project desktop
import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { createPerson, postLead } from '../fixtures/inbox';
import { useDeviceSubscription } from '../fixtures/push-subscription-stub';
import { deleteTemplatesTitled } from '../fixtures/reply-templates';
import { expect, test } from '../fixtures/test';
import { baseURL } from '../../playwright.config';

test.skip(!process.env.INBOX_SCREENSHOTS, 'set INBOX_SCREENSHOTS=1 to refresh docs/inbox/*.png');
test.use({ timezoneId: 'Africa/Lagos', serviceWorkers: 'allow' });

/** Signs in on the sign-in page the browser shows. */
async function signIn(page: Page, email: string) {
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill('screenshots password');
  await page.locator('main form button[type=submit]').click();
  await expect(page).toHaveURL(/\/inbox$/);
}

test('screenshots of the sign-in page, the list and a lead', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await createPerson(baseURL, 'admin', 'Amina Bello', 'screenshots password');
  await postLead(baseURL, {
    name: 'Chidi Okafor',
    mobile: '0803 123 4567',
    message: 'We run three pharmacies in Lagos.\nPlease send your price list for paracetamol and ORS.',
  });
  await postLead(
    baseURL,
    { name: '王伟', country: 'CN', mobile: '138 0013 8000', message: '我们是义乌的小商品供应商，想了解如何入驻。', locale: 'zh-CN' },
    { 'X-Lead-Source': 'offline-queue' },
  );
  const leadId = await postLead(baseURL, {
    name: 'Wanjiru Kamau',
    country: 'KE',
    mobile: '0712 345 678',
    message: 'Shop owner in Nairobi: 40 cartons of cooking oil each month.\nCan you deliver on credit?',
  });
  // A reply template in the lead's language, so the lead page's WhatsApp offers it (shown open); deleted at the end.
  const template = 'Price list and delivery';
  await page.goto('/inbox/sign-in');
  await signIn(page, email);
  await deleteTemplatesTitled(page, template);
  expect(
    (
      await page.request.post('/inbox/templates', {
        form: { action: 'add', locale: 'en', title: template, text: 'Hello {name}, here is our price list for “{asked}”.' },
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(303);
  for (const lang of ['en', 'zh_cn'] as const) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 400 ? 740 : 800 });
      await page.context().clearCookies({ name: /session_token/ });
      await page.goto(`/inbox/sign-in?lang=${lang}`);
      await page.screenshot({ path: `docs/inbox/sign-in-${lang}-${width}.png`, fullPage: true });
      await signIn(page, email);
      await page.screenshot({ path: `docs/inbox/list-${lang}-${width}.png`, fullPage: true });
      await page.goto(`/inbox/lead/${leadId}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.locator('details:has(form input[name=template]) summary').click();
      await page.screenshot({ path: `docs/inbox/lead-${lang}-${width}.png`, fullPage: true });
    }
  }
  await deleteTemplatesTitled(page, template);
});

test('screenshots of People with a new link, and a set-password link that no longer works', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await createPerson(baseURL, 'admin', 'Amina Bello', 'screenshots password');
  await createPerson(baseURL, 'agent', 'Tunde Bakare', 'screenshots password');
  await createPerson(baseURL, 'agent', '王芳', 'screenshots password');
  await page.goto('/inbox/sign-in');
  await signIn(page, email);
  for (const lang of ['en', 'zh_cn'] as const) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 400 ? 740 : 800 });
      await page.goto(`/inbox/people?lang=${lang}`);
      // A new link for Tunde: the page as an admin sees it right after asking.
      await page.locator('li', { hasText: 'Tunde Bakare' }).locator('form:has(input[value=reset]) button').click();
      await expect(page.locator('[data-send-link] textarea')).toBeVisible();
      // Disabling 王芳 asks first: the question open.
      await page.locator('li', { hasText: '王芳' }).locator('details:has(input[value=disable]) summary').click();
      await page.screenshot({ path: `docs/inbox/people-${lang}-${width}.png`, fullPage: true });
      await page.goto(`/inbox/set-password?token=an-unknown-token-0123456789&lang=${lang}`);
      await page.screenshot({ path: `docs/inbox/link-gone-${lang}-${width}.png`, fullPage: true });
    }
  }
});

test('screenshots of the notification settings, a notification and the offline page', async ({ page, context }) => {
  test.setTimeout(120_000);
  // A device's subscription on Google's push service (this browser cannot make one without its network), turned off
  // again at the end so the server never pushes to it.
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const subscription = {
    endpoint: `https://fcm.googleapis.com/fcm/send/screenshots-${randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: keys.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await useDeviceSubscription(context, subscription);
  const email = await createPerson(baseURL, 'agent', 'Tunde Bakare', 'screenshots password');
  await page.goto('/inbox/sign-in');
  await signIn(page, email);
  for (const lang of ['en', 'zh_cn'] as const) {
    const t = lang === 'en' ? en : zhCn;
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 400 ? 740 : 800 });
      await page.goto(`/inbox/settings?lang=${lang}`);
      const turnOn = page.getByRole('button', { name: t.InboxSettings.turnOn });
      if (await turnOn.isVisible()) await turnOn.click();
      await expect(page.getByRole('button', { name: t.InboxSettings.turnOff })).toBeVisible();
      await page.screenshot({ path: `docs/inbox/settings-${lang}-${width}.png`, fullPage: true });
      if (width === 375)
        await page.locator('section[aria-labelledby=notification-preview] > div').screenshot({ path: `docs/inbox/notification-${lang}-375.png` });
    }
    await page.setViewportSize({ width: 375, height: 740 });
    await context.setOffline(true);
    await page.goto('/inbox');
    await expect(page.getByRole('heading', { level: 1, name: t.InboxApp.offline.title })).toBeVisible();
    await page.screenshot({ path: `docs/inbox/offline-${lang}-375.png`, fullPage: true });
    await context.setOffline(false);
  }
  await page.goto('/inbox/settings?lang=en');
  await page.getByRole('button', { name: en.InboxSettings.turnOff }).click();
  await expect(page.getByRole('button', { name: en.InboxSettings.turnOn })).toBeVisible();
});
