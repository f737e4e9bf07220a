// Not part of `npm test`: routing's pages at 375 and 1280 px in both languages, for docs/inbox.md, on a server of its
// own (its teams would route the shared server's leads), with LEAD_ANSWER_WITHIN=30s so that a lead is passed on and
// alerted within the run: the Teams page and a team's form, the header's Available and Away, the list with routed and
// waiting leads, a lead's history with routing and escalation, and the report's routing tables.
// INBOX_SCREENSHOTS=1 npx playwright test tests/e2e/inbox-routing-screenshots.spec.ts --project desktop
import type { Page } from '@playwright/test';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { startBuild, type ConfiguredServer } from '../fixtures/configured-build';
import { createPerson, E2E_SERVER_ENV, inboxClient, postLead, signIn } from '../fixtures/inbox';
import { callRouting } from '../fixtures/routing-api';
import { expect, test } from '../fixtures/test';

test.skip(!process.env.INBOX_SCREENSHOTS, 'set INBOX_SCREENSHOTS=1 to refresh docs/inbox/routing-*.png');
test.use({ timezoneId: 'Africa/Lagos' });

const PASSWORD = 'screenshots password';
const WIDTHS = [375, 1280];

/** Signs in on the sign-in page in `lang`. */
async function signInAs(page: Page, base: string, email: string, lang: string) {
  await page.context().clearCookies();
  await page.goto(`${base}/inbox/sign-in?lang=${lang}`);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('main form button[type=submit]').click();
  await expect(page).toHaveURL(/\/inbox$/);
}

test('screenshots of the Teams page, the header’s availability, the list, a lead passed on and the report', async ({ page }) => {
  test.setTimeout(300_000);
  let server: ConfiguredServer | undefined;
  try {
    server = await startBuild('dist', {
      env: { DATABASE_URL: '', ADMIN_TOKEN: E2E_SERVER_ENV.ADMIN_TOKEN, TRUST_PROXY: '1', CONTACT_RATE_LIMIT: '1000/1m', LEAD_ANSWER_WITHIN: '30s' },
    });
    const base = server.url;
    const person = (role: 'admin' | 'agent', name: string, email: string) => createPerson(base, role, name, PASSWORD, `${email}@example.com`);
    const [amina, wanjiru, baraka, otieno, fang, tunde] = [
      await person('admin', 'Amina Bello', 'amina'),
      await person('agent', 'Wanjiru Kamau', 'wanjiru'),
      await person('agent', 'Baraka Otieno', 'baraka'),
      await person('agent', 'Otieno Mwangi', 'otieno'),
      await person('agent', '王芳', 'wang.fang'),
      await person('agent', 'Tunde Bakare', 'tunde'),
    ];
    // Tanzania works on the days today is not (a weekday or the weekend), so its lead waits and says until when.
    const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'];
    const isWeekend = [0, 6].includes(new Date().getDay());
    const tanzaniaDays = isWeekend ? weekdays : ['sat', 'sun'];
    const saved = await callRouting(base, E2E_SERVER_ENV.ADMIN_TOKEN, 'PUT', {
      answerWithin: '5m',
      teams: [
        { name: 'Kenya', countries: ['KE', 'UG'], languages: [], timeZone: 'Africa/Nairobi', hours: null, members: [wanjiru, baraka, otieno] },
        {
          name: 'Tanzania',
          countries: ['TZ'],
          languages: [],
          timeZone: 'Africa/Dar_es_Salaam',
          hours: Object.fromEntries(tanzaniaDays.map((day) => [day, ['08:00', '17:00']])),
          members: [baraka],
        },
        {
          name: 'China desk',
          countries: ['CN', 'HK'],
          languages: ['zh_cn'],
          timeZone: 'Asia/Shanghai',
          hours: Object.fromEntries(weekdays.map((day) => [day, ['09:00', '18:00']])),
          members: [fang],
        },
        { name: 'Everyone else', countries: ['*'], languages: [], timeZone: 'Africa/Lagos', hours: null, members: [amina, tunde] },
      ],
    });
    expect(saved.status).toBe(200);
    const otienoClient = inboxClient(base, await signIn(base, otieno, PASSWORD, '203.0.113.90'), '203.0.113.90');
    expect((await otienoClient.post('/inbox/availability', { status: 'away' })).status).toBe(303);

    // A lead nobody answers (passed on after 30 s, alerted after a minute), one answered, one that waits, others routed.
    const passedOn = await postLead(base, {
      name: 'Juma Said',
      country: 'KE',
      mobile: '0712 345 678',
      message: 'Soap, 40 cartons for my shop in Nakuru.\nCan you deliver on Saturday?',
    });
    const answered = await postLead(base, { name: 'Amani Njoroge', country: 'UG', mobile: '0772 123 456', message: 'Cooking oil for two shops in Kampala' });
    const barakaClient = inboxClient(base, await signIn(base, baraka, PASSWORD, '203.0.113.91'), '203.0.113.91');
    expect((await barakaClient.post(`/inbox/lead/${answered}/reach`, { via: 'call' })).status).toBe(303);
    await postLead(base, { name: 'Neema Mushi', country: 'TZ', mobile: '0754 123 456', message: 'Rice and sugar every month for my duka' });
    await postLead(base, { name: 'Chidi Okafor', mobile: '0803 123 4567', message: 'Paracetamol and ORS for three pharmacies in Lagos' });
    await postLead(base, { name: '王伟', country: 'CN', mobile: '138 0013 8000', message: '我们是义乌的小商品供应商，想了解如何入驻。', locale: 'zh-CN' });

    // Otieno, Away, in both languages: the header's control.
    for (const lang of ['en', 'zh_cn']) {
      await page.setViewportSize({ width: 375, height: 740 });
      await signInAs(page, base, otieno, lang);
      await page.locator('body > header').screenshot({ path: `docs/inbox/routing-header-away-${lang}-375.png` });
    }
    // The lead's round: passed on after 30 s, the alert after a minute.
    const history = (lang: string) => page.goto(`${base}/inbox/lead/${passedOn}?lang=${lang}`);
    await signInAs(page, base, amina, 'en');
    await expect
      .poll(
        async () => {
          await history('en');
          return page.getByText(/Nobody answered for/).count();
        },
        { timeout: 120_000, intervals: [5_000] },
      )
      .toBe(1);

    for (const [lang, messages] of [
      ['en', en],
      ['zh_cn', zhCn],
    ] as const) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 400 ? 740 : 800 });
        await page.goto(`${base}/inbox/teams?lang=${lang}`);
        await page.screenshot({ path: `docs/inbox/routing-teams-${lang}-${width}.png`, fullPage: true });
        await page.goto(`${base}/inbox/teams?team=Kenya&lang=${lang}`);
        await page.screenshot({ path: `docs/inbox/routing-team-form-${lang}-${width}.png`, fullPage: true });
        await page.goto(`${base}/inbox?lang=${lang}`);
        await page.screenshot({ path: `docs/inbox/routing-list-${lang}-${width}.png`, fullPage: true });
        await history(lang);
        await page.screenshot({ path: `docs/inbox/routing-lead-${lang}-${width}.png`, fullPage: true });
        await page.goto(`${base}/inbox/report?weeks=4&lang=${lang}`);
        await page.getByRole('heading', { name: messages.InboxReport.routing.heading }).scrollIntoViewIfNeeded();
        await page.locator('main section[aria-labelledby=routing-report]').screenshot({ path: `docs/inbox/routing-report-${lang}-${width}.png` });
      }
    }
  } finally {
    await server?.stop();
  }
});
