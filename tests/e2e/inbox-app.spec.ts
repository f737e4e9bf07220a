// The inbox as an app of its own on a 375 px phone: its manifest and worker, the offline page, and notifications
// turned on and off, received by the worker and shown. The public site's worker is another one, untouched.
import type { CDPSession, Page } from '@playwright/test';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { serveBuildWithPushService } from '../fixtures/build-with-push-service';
import { createPerson, OUTLAST_TEST_CLIENT, postLead, runUsers, tokenOfLink, inboxClient } from '../fixtures/inbox';
import { useDeviceSubscription } from '../fixtures/push-subscription-stub';
import { signInWithForm } from '../fixtures/inbox-sign-in';
import { expect, test } from '../fixtures/test';
import { baseURL } from '../../playwright.config';

test.use({ serviceWorkers: 'allow' });

const PASSWORD = 'inbox app tests password';

async function signIn(page: Page, base: string, email: string, lang: 'en' | 'zh_cn') {
  await signInWithForm(page, email, PASSWORD, { lang, base });
}

/** The inbox worker's registration as the page sees it, once it is active. */
function inboxRegistration(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/inbox');
    const worker = registration?.installing ?? registration?.waiting ?? registration?.active;
    if (worker && worker.state !== 'activated')
      await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(null)));
    return { scope: registration?.scope, script: registration?.active?.scriptURL };
  });
}

/** A PNG's width and height, from its header. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test('the inbox links its own manifest and registers its own worker; the public site keeps its own', async ({ page }) => {
  const email = await createPerson(baseURL, 'agent', `App ${Date.now().toString(36)}`, PASSWORD);
  await signIn(page, baseURL, email, 'zh_cn');
  const manifestHref = await page.locator('link[rel=manifest]').getAttribute('href');
  expect(manifestHref).toBe('/inbox/manifest/zh_cn.webmanifest');
  // As a browser fetches a manifest: without cookies.
  const manifestAnswer = await fetch(`${baseURL}${manifestHref}`);
  expect(manifestAnswer.headers.get('content-type')).toContain('application/manifest+json');
  const manifest = (await manifestAnswer.json()) as {
    name: string;
    short_name: string;
    scope: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ scope: '/inbox', start_url: '/inbox', display: 'standalone', short_name: zhCn.InboxApp.shortName });
  expect(manifest.name).toContain('销售收件箱');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await answer.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  expect((await (await fetch(`${baseURL}/inbox/manifest/en.webmanifest`)).json()).name).toContain('sales inbox');

  expect(await inboxRegistration(page)).toEqual({ scope: `${baseURL}/inbox`, script: `${baseURL}/inbox/sw.js` });
  // The list itself is the worker's (the site's URLs end without a slash), and so is every page under it.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/inbox/sw.js`);
  await page.goto('/inbox/settings');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/inbox/sw.js`);

  // A public page is not the inbox worker's: it registers the site's own worker, whose scope is the site.
  await page.goto('/en');
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope).sort()))
    .toEqual([`${baseURL}/`, `${baseURL}/inbox`]);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/sw.js`);
});

test('offline, an inbox page says in the person’s language that it needs a connection, and no lead is on the phone', async ({ page, context }) => {
  const tag = `o${Date.now().toString(36)}`;
  const email = await createPerson(baseURL, 'agent', `Offline ${tag}`, PASSWORD);
  const leadId = await postLead(baseURL, { name: `Kept nowhere ${tag}`, message: `Offline message ${tag}` });
  await signIn(page, baseURL, email, 'zh_cn');
  await inboxRegistration(page);
  await page.goto(`/inbox/lead/${leadId}`);
  await expect(page.getByText(`Offline message ${tag}`)).toBeVisible();

  await context.setOffline(true);
  for (const path of ['/inbox', `/inbox/lead/${leadId}`, '/inbox/people']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: zhCn.InboxApp.offline.title })).toBeVisible();
    await expect(page.getByText(zhCn.InboxApp.offline.message)).toBeVisible();
    expect(page.url()).toBe(`${baseURL}${path}`);
  }
  // A form posted offline gets the same page, not the browser's error.
  await page.goto('/inbox');
  await page.evaluate((id) => {
    const form = Object.assign(document.createElement('form'), { method: 'post', action: `/inbox/lead/${id}` });
    document.body.append(form);
    form.submit();
  }, leadId);
  await expect(page.getByRole('heading', { level: 1, name: zhCn.InboxApp.offline.title })).toBeVisible();

  // What the worker keeps: the two offline pages and the language it last saw. No lead, no name, no message.
  const kept = await page.evaluate(async () => {
    const entries: { url: string; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) entries.push({ url: new URL(request.url).pathname, text: await (await cache.match(request))!.text() });
    }
    return entries;
  });
  expect(kept.map((entry) => entry.url).sort()).toEqual(['/inbox/offline/en', '/inbox/offline/language', '/inbox/offline/zh_cn']);
  expect(kept.filter((entry) => entry.text.includes(tag))).toEqual([]);

  // Back online, "Try again" opens the page asked for.
  await context.setOffline(false);
  await page.goto(`/inbox/lead/${leadId}`);
  await expect(page.getByText(`Offline message ${tag}`)).toBeVisible();
});

/** The inbox worker's registration id, for the DevTools protocol's ServiceWorker domain. */
async function registrationIdOf(session: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((candidate) => candidate.scopeURL === scope && !candidate.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  return found;
}

/** InboxPush.answers.testSent for one device, as the server's ICU plural words it. */
const TEST_SENT_TO_ONE = { en: 'A test notification went to 1 device.', zh_cn: '测试通知已发送到 1 台设备。' };

test.describe('notifications on this phone', () => {
  const { server, pushService } = serveBuildWithPushService({ LEAD_REALERT_AFTER: '1h', ...OUTLAST_TEST_CLIENT });

  for (const [lang, t] of [
    ['en', en],
    ['zh_cn', zhCn],
  ] as const) {
    test(`turned on and off in the settings; a lead's push becomes a notification with its title (${lang})`, async ({ page, context }) => {
      const base = server.url;
      const push = pushService();
      const stamp = `${lang}${Date.now().toString(36)}`;
      const device = push.device(`phone-${stamp}`);
      const email = `agent-${stamp}@example.com`;
      const token = tokenOfLink(
        runUsers(['add', '--email', email, '--name', `Agent ${stamp}`, '--role', 'agent'], { DATABASE_URL: server.databaseUrl }).lines.at(-1),
      );
      expect((await inboxClient(base).post('/inbox/set-password', { token, password: PASSWORD, repeat: PASSWORD })).status).toBe(303);
      await context.grantPermissions(['notifications'], { origin: base });
      await useDeviceSubscription(context, device.subscription);
      await signIn(page, base, email, lang);

      // From the account menu to the settings.
      await page.locator('header summary').click();
      await page.getByRole('link', { name: t.InboxLayout.nav.settings }).click();
      await expect(page).toHaveURL(/\/inbox\/settings$/);
      const state = page.getByRole('status');
      await expect(state).toHaveText(t.InboxSettings.state.off);
      await page.getByRole('button', { name: t.InboxSettings.turnOn }).click();
      await expect(state).toHaveText(t.InboxPush.answers.subscribed);
      await expect(page.getByRole('button', { name: t.InboxSettings.turnOff })).toBeVisible();
      await page.reload();
      await expect(state).toHaveText(t.InboxSettings.state.on);

      // A lead, pushed to the device within 5 s of the form's answer, in the person's language.
      const leadId = await postLead(base, { name: `Chidi ${stamp}`, message: `Forty cartons ${stamp}` });
      const answeredAt = Date.now();
      await push.waitUntil(() => push.delivered(device.name).length > 0, 10_000);
      const [received] = push.delivered(device.name);
      expect(received!.receivedAt - answeredAt).toBeLessThan(5_000);
      const payload = received!.payload!;
      expect(payload).toMatchObject({
        title: t.InboxPush.notifications.newLead.replace('{name}', `Chidi ${stamp}`),
        url: `/inbox/lead/${leadId}`,
        tag: `lead-${leadId}`,
      });

      // What the push service got, delivered to the worker as Chromium's own push service would: a notification.
      const session = await context.newCDPSession(page);
      const registrationId = await registrationIdOf(session, `${base}/inbox`);
      await session.send('ServiceWorker.deliverPushMessage', { origin: base, registrationId, data: JSON.stringify(payload) });
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.getRegistration('/inbox'))!.getNotifications()).map((shown) => ({
              title: shown.title,
              body: shown.body,
              tag: shown.tag,
              url: (shown.data as { url: string }).url,
            })),
          ),
        )
        .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, url: payload.url }]);

      // The test button reaches the device.
      await page.getByRole('button', { name: t.InboxSettings.test }).click();
      await expect(state).toHaveText(TEST_SENT_TO_ONE[lang]);
      await push.waitUntil(() => push.delivered(device.name).some((entry) => entry.payload?.tag === 'test'), 10_000);

      // Off: the server forgets the device, and the next lead reaches it no more.
      await page.getByRole('button', { name: t.InboxSettings.turnOff }).click();
      await expect(state).toHaveText(t.InboxPush.answers.unsubscribed);
      await expect(page.getByRole('button', { name: t.InboxSettings.turnOn })).toBeVisible();
      const before = push.requests.filter((entry) => entry.device === device.name).length;
      await postLead(base, { name: `After ${stamp}`, message: 'no push' });
      await page.waitForTimeout(3_000);
      expect(push.requests.filter((entry) => entry.device === device.name)).toHaveLength(before);
      await session.detach();
    });
  }
});
