import type { Page } from '@playwright/test';
import { DATA_PROTECTION_AUTHORITIES, PRIVACY_NOTICE_LAST_CHANGED } from '../../src/lib/privacy-notice';
import { CONFIGURED_BUILD, serveConfiguredBuild } from '../fixtures/configured-build';
import { LANGUAGES, withName, type Language } from '../fixtures/site';
import { expect, test } from '../fixtures/test';

/**
 * The privacy notice, in both languages, at 375 and 1280 px, without scripts (it is plain HTML): what it states as
 * each build is configured. The configured build sets PRIVACY_EMAIL, LEAD_RETENTION_DAYS, SMTP_URL and
 * LEAD_WEBHOOK_URL (tests/fixtures/configured-build.ts); the main build leaves them all unset.
 */
test.use({ scriptMode: 'none' });
const configured = serveConfiguredBuild();

/** A message with its ICU arguments filled as plain text (the numbers as Intl formats them in the page's language). */
function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)(, number)?\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** The rich messages' `<link>` tags stripped: what the page shows as text. */
const textOf = (message: string) => message.replace(/<\/?link>/g, '');

async function expectReadableOnAPhone(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.scrollingElement ?? document.documentElement;
    return { scrollWidth, clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const smallest = await page
    .locator('article p, article li')
    .evaluateAll((elements) => Math.min(...elements.map((element) => parseFloat(getComputedStyle(element).fontSize))));
  expect(smallest).toBeGreaterThanOrEqual(14);
}

function checkAuthorities(page: Page, { messages }: Language) {
  return Promise.all(
    DATA_PROTECTION_AUTHORITIES.map(({ key, url }) => expect(page.getByRole('link', { name: messages.PrivacyPage.rights[key] })).toHaveAttribute('href', url)),
  );
}

for (const language of LANGUAGES) {
  const { prefix, lang, messages } = language;
  const t = messages.PrivacyPage;
  const lastChanged = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'Africa/Lagos' }).format(
    new Date(`${PRIVACY_NOTICE_LAST_CHANGED}T12:00:00Z`),
  );

  test(`${prefix}/privacy on the configured build states its controller, address, retention, recipients, analytics and rights`, async ({ page }) => {
    const { email, retentionDays, emailProviderHost, webhookHost } = CONFIGURED_BUILD.privacy;
    const company = CONFIGURED_BUILD.siteName;
    await page.goto(`${configured.url}${prefix}/privacy`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(fill(t.lastChanged, { date: lastChanged }))).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(fill(t.controller.text, { company, address: '1 Example Street, Lagos, Nigeria' }));
    await expect(main.getByRole('link', { name: email }).first()).toHaveAttribute('href', `mailto:${email}`);
    await expect(main).toContainText(fill(textOf(t.rights.how), { email }));
    await expect(main).toContainText(t.form.collected);
    await expect(main).toContainText(t.form.purpose);
    await expect(main).toContainText(fill(t.retention.text, { days: new Intl.NumberFormat(lang).format(retentionDays) }));
    await expect(main).toContainText(fill(t.recipients.email, { host: emailProviderHost }));
    await expect(main).toContainText(fill(t.recipients.webhook, { host: webhookHost }));
    await expect(main).toContainText(t.recipients.push);
    await expect(main).toContainText(t.recipients.analytics);
    await expect(page.getByRole('heading', { level: 2, name: t.analytics.title })).toBeVisible();
    await expect(main).toContainText(t.analytics.transfer);
    await expect(main).toContainText(t.analytics.withdraw);
    await expect(main).toContainText(t.device.consent);
    for (const right of ['access', 'correction', 'erasure', 'objection', 'withdrawal', 'complaint'] as const) await expect(main).toContainText(t.rights[right]);
    await checkAuthorities(page, language);
    // No secret of the configuration reaches the page: the SMTP URL's user and password stay on the server.
    expect(await page.content()).not.toContain('not-a-secret');
    await expectReadableOnAPhone(page);
  });

  test(`${prefix}/privacy on the main build names no e-mail provider, no webhook and no analytics, and the placeholder address`, async ({ page }) => {
    await page.goto(`${prefix}/privacy`);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 2, name: t.noAnalytics.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.analytics.title })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'business@example.com' }).first()).toHaveAttribute('href', 'mailto:business@example.com');
    await expect(main).toContainText(fill(t.retention.text, { days: new Intl.NumberFormat(lang).format(730) }));
    await expect(main).toContainText(t.recipients.push);
    await expect(main).not.toContainText(t.recipients.analytics);
    await expect(main).not.toContainText(t.device.consent);
    // The sales team and the push services; the six rights; the authorities.
    await expect(main.getByRole('listitem')).toHaveCount(2 + 6 + DATA_PROTECTION_AUTHORITIES.length);
    await checkAuthorities(page, language);
    await expectReadableOnAPhone(page);
  });

  test(`${prefix}: every page's footer, and the contact form's privacy lines, lead to the notice in the page's language`, async ({ page }) => {
    for (const path of [prefix, `${prefix}/d`, `${prefix}/nope`, `${prefix}/privacy`]) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: messages.Footer.privacy })).toHaveAttribute('href', `${prefix}/privacy`);
    }
    await page.goto(prefix);
    const aside = page.getByRole('complementary').filter({ hasText: messages.ContactForm.privacy.title });
    await aside.getByRole('link', { name: messages.ContactForm.privacy.fullNotice }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/privacy$`));
    await expect(page).toHaveTitle(withName(messages.Metadata.privacyTitle));
    await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', /\/zh_cn\/privacy$/);
  });
}

test('/privacy is the English notice, and the sitemap lists the notice in both languages', async ({ page, request }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: LANGUAGES[0].messages.PrivacyPage.title })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/privacy$/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/en\/privacy<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]*\/zh_cn\/privacy<\/loc>/);
});
