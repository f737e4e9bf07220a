import { chromium } from '../fixtures/browser-projects';
import { serveConfiguredBuild } from '../fixtures/configured-build';
import { readPageViews, watchGoogle } from '../fixtures/google-analytics';
import { LANGUAGES } from '../fixtures/site';
import { expect, test } from '../fixtures/test';

/**
 * Withdrawal on a real domain: gtag.js sets its cookies on the widest domain it may (kasuwa.test for
 * www.kasuwa.test), which a page deletes only by naming that domain. The browser maps the names to this machine.
 */
const SITE_HOST = 'www.kasuwa.test';
test.use({ launchOptions: { ...chromium, args: [...chromium.args, `--host-resolver-rules=MAP ${SITE_HOST} 127.0.0.1`] } });

const configured = serveConfiguredBuild();

for (const { prefix, messages } of LANGUAGES) {
  test(`${prefix}: Decline after Accept deletes the _ga cookies gtag.js set on the parent domain`, async ({ page, context }) => {
    await watchGoogle(context, undefined, [SITE_HOST]);
    const site = configured.url.replace('localhost', SITE_HOST);
    const notice = page.getByRole('dialog', { name: messages.ConsentNotice.title });
    await page.goto(`${site}${prefix}`);
    await notice.getByRole('button', { name: messages.ConsentNotice.accept }).click();
    await expect.poll(() => readPageViews(page)).toHaveLength(1);
    const gaCookies = async () => (await context.cookies()).filter(({ name }) => name.startsWith('_ga')).map(({ name, domain }) => `${name}@${domain}`);
    await expect.poll(gaCookies).toEqual(expect.arrayContaining(['_ga@.kasuwa.test', '_ga_TEST123@.kasuwa.test']));

    await page.getByRole('contentinfo').getByRole('link', { name: messages.Footer.cookieSettings }).click();
    await notice.getByRole('button', { name: messages.ConsentNotice.decline }).click();
    await expect.poll(gaCookies).toEqual([]);
  });
}
