// The routing's Teams page and the header's Available / Away on a 375 px phone, in English and Chinese, on a server of
// its own (PGlite: the teams it saves would route the leads of every other spec on the shared one). An admin adds,
// edits, orders and removes teams with scripts off, a bad post names its field in their language and keeps what they
// typed, and the page and GET /api/routing hold the same teams; the page says who is on duty now; one tap on the
// header's control sets a person Away or Available, without scripts, on every device and sign-in.
import type { Browser, Page } from '@playwright/test';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { startBuild, STARTUP_TIMEOUT_MS, type ConfiguredServer } from '../fixtures/configured-build';
import { createPerson, E2E_SERVER_ENV } from '../fixtures/inbox';
import { signInWithForm } from '../fixtures/inbox-sign-in';
import { callRouting } from '../fixtures/routing-api';
import { slowCpu } from '../fixtures/slow-cpu';
import { smallTapTargets } from '../fixtures/tap-targets';
import { expect, test } from '../fixtures/test';

const PASSWORD = 'teams page password';
const LANGUAGES = [
  ['en', en, 'en'],
  ['zh_cn', zhCn, 'zh-CN'],
] as const;

/** A message with its `{name}`-style arguments filled in. */
const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
const countryName = (locale: string, code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
/** A weekday's name as the page gives it (2024-01-01 was a Monday). */
const weekday = (locale: string, index: number, width: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + index));

let server: ConfiguredServer | undefined;
const at = (path: string) => `${server?.url}${path}`;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(STARTUP_TIMEOUT_MS);
  server = await startBuild('dist', { env: { DATABASE_URL: '', ADMIN_TOKEN: E2E_SERVER_ENV.ADMIN_TOKEN, TRUST_PROXY: '1' } });
});
test.afterAll(async () => server?.stop());

/** The routing document, as automation reads and replaces it. */
async function routing(method: 'GET' | 'PUT', body?: unknown) {
  const answer = await callRouting(server?.url ?? '', E2E_SERVER_ENV.ADMIN_TOKEN, method, body);
  expect(answer.status).toBe(200);
  return answer.body.data as { answerWithin: string; teams: Array<Record<string, unknown>> };
}

async function person(role: 'admin' | 'agent', name: string) {
  return createPerson(server?.url ?? '', role, name, PASSWORD);
}

/** Another phone (its own browser context), 375 px, signed in as `email`. */
async function phone(browser: Browser, email: string, lang: string, options: { javaScriptEnabled: boolean }) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, ...options });
  const page = await context.newPage();
  await signInWithForm(page, email, PASSWORD, { lang: lang as 'en' | 'zh_cn', base: server?.url });
  return { page, close: () => context.close() };
}

/** The page's team cards' headings, in order. */
const teamHeadings = (page: Page) => page.locator('main article h2').allInnerTexts();

test.beforeEach(async () => {
  test.setTimeout(120_000);
  await routing('PUT', { answerWithin: '5m', teams: [] });
});

for (const [lang, messages, locale] of LANGUAGES) {
  const t = messages.InboxTeams;
  const problems = messages.InboxRouting.problems;

  test.describe(`with scripts off (${lang})`, () => {
    test.use({ scriptMode: 'none' });

    test(`teams are added, edited, ordered and removed; a bad post names its field and keeps what was typed (${lang})`, async ({ page }) => {
      const tag = `${lang}${Date.now().toString(36)}`;
      const [admin, wanjiru, baraka] = [`Admin ${tag}`, `Wanjiru ${tag}`, `Baraka ${tag}`];
      const adminEmail = await person('admin', admin);
      const [wanjiruEmail, barakaEmail] = [await person('agent', wanjiru), await person('agent', baraka)];
      await signInWithForm(page, adminEmail, PASSWORD, { lang, base: server?.url });

      // From the account menu, as People's neighbours are reached.
      await page.locator('header summary').click();
      await page.getByRole('link', { name: messages.InboxLayout.nav.teams, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      await expect(page.getByText(t.none)).toBeVisible();
      expect(await smallTapTargets(page, 'main')).toEqual([]);

      // A team with a time zone that is none: refused, the field named in the admin's language, nothing lost.
      await page.getByRole('link', { name: t.add }).click();
      const form = page.getByRole('form', { name: t.addHeading });
      await form.getByLabel(t.fields.name, { exact: true }).fill(`Kenya ${tag}`);
      await form.getByLabel(countryName(locale, 'KE'), { exact: true }).check();
      await form.getByLabel(countryName(locale, 'UG'), { exact: true }).check();
      await form.getByLabel(t.fields.otherCountries, { exact: true }).selectOption(['RW']);
      await form.getByLabel(t.fields.timeZone, { exact: true }).fill('Africa/Atlantis');
      await form.getByLabel(fill(t.fields.dayFrom, { day: weekday(locale, 0) })).fill('08:00');
      await form.getByLabel(fill(t.fields.dayUntil, { day: weekday(locale, 0) })).fill('18:00');
      await form.getByRole('checkbox', { name: wanjiru }).check();
      await form.getByRole('checkbox', { name: baraka }).check();
      expect(await smallTapTargets(page, 'main')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await form.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.errors.fields })).toBeVisible();
      const timeZoneError = fill(problems.timeZone, { field: t.fields.timeZone, value: 'Africa/Atlantis' });
      await expect(form.getByRole('alert').filter({ hasText: timeZoneError })).toBeVisible();
      await expect(form.getByLabel(t.fields.timeZone, { exact: true })).toHaveAccessibleDescription(timeZoneError);
      await expect(form.getByLabel(t.fields.name, { exact: true })).toHaveValue(`Kenya ${tag}`);
      await expect(form.getByLabel(countryName(locale, 'KE'), { exact: true })).toBeChecked();
      await expect(form.getByLabel(t.fields.otherCountries, { exact: true })).toHaveValues(['RW']);
      await expect(form.getByLabel(fill(t.fields.dayUntil, { day: weekday(locale, 0) }))).toHaveValue('18:00');
      await expect(form.getByRole('checkbox', { name: baraka })).toBeChecked();
      expect((await routing('GET')).teams).toEqual([]);

      await form.getByLabel(t.fields.timeZone, { exact: true }).fill('Africa/Nairobi');
      await form.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('status').filter({ hasText: t.done.added })).toBeVisible();
      const kenya = page.getByRole('article', { name: `1. Kenya ${tag}` });
      await expect(kenya).toContainText(
        new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' }).format(['UG', 'KE', 'RW'].map((code) => countryName(locale, code))),
      );
      await expect(kenya).toContainText(`${weekday(locale, 0, 'short')} 08:00–18:00`);

      // A second team for every other country, always open; moved first; the first renamed and given a Tuesday.
      await page.getByRole('link', { name: t.add }).click();
      await page.getByLabel(t.fields.name, { exact: true }).fill(`Lagos ${tag}`);
      await page.getByLabel(t.fields.everyOther, { exact: true }).check();
      await page.getByLabel(t.fields.timeZone, { exact: true }).fill('Africa/Lagos');
      await page.getByLabel(t.fields.alwaysOpen, { exact: true }).check();
      await page.getByRole('checkbox', { name: admin }).check();
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('status').filter({ hasText: t.done.added })).toBeVisible();
      await page.getByRole('button', { name: fill(t.actions.upLabel, { name: `Lagos ${tag}` }) }).click();
      await expect(page.getByRole('status').filter({ hasText: t.done.moved })).toBeVisible();
      expect(await teamHeadings(page)).toEqual([`1. Lagos ${tag}`, `2. Kenya ${tag}`]);
      await page.getByRole('link', { name: fill(t.actions.editLabel, { name: `Kenya ${tag}` }) }).click();
      await page.getByLabel(t.fields.name, { exact: true }).fill(`East Africa ${tag}`);
      await page.getByLabel(fill(t.fields.dayFrom, { day: weekday(locale, 1) })).fill('09:00');
      await page.getByLabel(fill(t.fields.dayUntil, { day: weekday(locale, 1) })).fill('00:00');
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('status').filter({ hasText: t.done.saved })).toBeVisible();
      expect(await teamHeadings(page)).toEqual([`1. Lagos ${tag}`, `2. East Africa ${tag}`]);

      // The page and the API hold the same teams.
      const lagos = { name: `Lagos ${tag}`, countries: ['*'], languages: [], timeZone: 'Africa/Lagos', hours: null, members: [adminEmail] };
      const eastAfrica = {
        name: `East Africa ${tag}`,
        countries: ['UG', 'KE', 'RW'],
        languages: [],
        timeZone: 'Africa/Nairobi',
        hours: { mon: ['08:00', '18:00'], tue: ['09:00', '24:00'] },
        members: [barakaEmail, wanjiruEmail].sort(),
      };
      const stored = await routing('GET');
      expect(stored.teams.map((team) => ({ ...team, members: [...(team.members as string[])].sort() }))).toEqual([lagos, eastAfrica]);

      // Removing asks once.
      await page.getByLabel(fill(t.actions.removeLabel, { name: `Lagos ${tag}` }), { exact: true }).click();
      await page.getByRole('button', { name: fill(t.actions.removeSubmit, { name: `Lagos ${tag}` }) }).click();
      await expect(page.getByRole('status').filter({ hasText: t.done.removed })).toBeVisible();
      expect(await teamHeadings(page)).toEqual([`1. East Africa ${tag}`]);
      expect((await routing('GET')).teams.map((team) => team.name)).toEqual([`East Africa ${tag}`]);
      expect(await smallTapTargets(page, 'main')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });

  test(`the Teams page says who is on duty now; one tap on the header's control sets Away or Available, without scripts, on every device and sign-in (${lang})`, async ({
    page,
    browser,
  }) => {
    const tag = `d${lang}${Date.now().toString(36)}`;
    const [wanjiru, baraka] = [`Wanjiru ${tag}`, `Baraka ${tag}`];
    const adminEmail = await person('admin', `Admin ${tag}`);
    const [wanjiruEmail, barakaEmail] = [await person('agent', wanjiru), await person('agent', baraka)];
    // A team that never works now: its hours are a half hour six hours from now, in its zone.
    const later = `${String((new Date().getUTCHours() + 6) % 24).padStart(2, '0')}:00`;
    const closedHours = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [later, `${later.slice(0, 2)}:30`]]));
    await routing('PUT', {
      answerWithin: '5m',
      teams: [
        { name: `Always ${tag}`, countries: ['KE'], languages: [], timeZone: 'Africa/Nairobi', hours: null, members: [wanjiruEmail, barakaEmail] },
        { name: `Night ${tag}`, countries: ['NG'], languages: [], timeZone: 'UTC', hours: closedHours, members: [barakaEmail] },
      ],
    });

    // Wanjiru's phone, without scripts: one tap sets her Away, and the page she was on comes back saying so.
    await slowCpu(page);
    const noScripts = await phone(browser, wanjiruEmail, lang, { javaScriptEnabled: false });
    const availability = messages.InboxAvailability;
    try {
      const control = noScripts.page.getByRole('button', { name: availability.available, exact: true });
      await noScripts.page.goto(at('/inbox?folder=contacted'));
      const header = await noScripts.page.locator('body > header').boundingBox();
      expect(header?.height).toBeLessThanOrEqual(56);
      expect(await smallTapTargets(noScripts.page, 'header')).toEqual([]);
      expect(await noScripts.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expect(control).toHaveAccessibleDescription(availability.setAway);
      await control.click();
      await expect(noScripts.page.getByRole('button', { name: availability.away, exact: true })).toBeVisible();
      expect(noScripts.page.url()).toBe(at('/inbox?folder=contacted'));

      // The admin's Teams page: who is on duty now, and why the others are not.
      await signInWithForm(page, adminEmail, PASSWORD, { lang, base: server?.url });
      await page.goto(at('/inbox/teams'));
      const always = page.getByRole('article', { name: `1. Always ${tag}` });
      await expect(always).toContainText(fill(t.card.onDuty, { names: baraka }));
      await expect(always.getByRole('listitem').filter({ hasText: wanjiru })).toHaveText(`${wanjiru} · ${t.card.states.away}`);
      await expect(always.getByRole('listitem').filter({ hasText: baraka })).toHaveText(`${baraka} · ${t.card.states.onDuty}`);
      const night = page.getByRole('article', { name: `2. Night ${tag}` });
      await expect(night).toContainText(t.card.nobodyOnDuty);
      await expect(night.getByRole('listitem').filter({ hasText: baraka })).toHaveText(`${baraka} · ${t.card.states.offHours}`);
      await expect(night).toContainText(new RegExp(`${later}`));
      expect(await smallTapTargets(page, 'main')).toEqual([]);

      // The same person signed in anew on another phone, with scripts: still Away; one tap there, Available everywhere.
      const second = await phone(browser, wanjiruEmail, lang, { javaScriptEnabled: true });
      try {
        await slowCpu(second.page);
        const away = second.page.getByRole('button', { name: availability.away, exact: true });
        await expect(away).toHaveAccessibleDescription(availability.setAvailable);
        await away.click();
        await expect(second.page.getByRole('button', { name: availability.available, exact: true })).toBeVisible({ timeout: 5_000 });
      } finally {
        await second.close();
      }
      await noScripts.page.reload();
      await expect(control).toBeVisible();
      await page.reload();
      await expect(always).toContainText(
        fill(t.card.onDuty, { names: new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' }).format([wanjiru, baraka]) }),
      );
    } finally {
      await noScripts.close();
    }
  });
}
