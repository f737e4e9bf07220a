// Routing as the sales team sees it on a 375 px phone, in English and Chinese, on a server of its own on PostgreSQL
// (the shared one's leads must not be routed) with LEAD_ANSWER_WITHIN=3s and every person's phone at a local push
// service that decrypts each push: a lead rings one on-duty member of its team and only that person's phone; an
// unanswered lead passes on, and its page names its holder, who had it before and routing's history; the list's Mine
// and team filters; a lead whose team has nobody on duty waits and says until when; the report's routing figures.
import type { BrowserContext, Page } from '@playwright/test';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { serveBuildWithPushService } from '../fixtures/build-with-push-service';
import { createPerson, E2E_SERVER_ENV, inboxClient, OUTLAST_TEST_CLIENT, postLead, signIn, type InboxClient } from '../fixtures/inbox';
import { subscribe } from '../fixtures/inbox-push';
import { callRouting } from '../fixtures/routing-api';
import { slowCpu } from '../fixtures/slow-cpu';
import { smallTapTargets } from '../fixtures/tap-targets';
import { expect, test } from '../fixtures/test';

const PASSWORD = 'routing journeys password';
const LANGUAGES = [
  ['en', en, 'en'],
  ['zh_cn', zhCn, 'zh-CN'],
] as const;
const PEOPLE = {
  amina: { name: 'Amina Bello', role: 'admin' },
  wanjiru: { name: 'Wanjiru Kamau', role: 'agent' },
  baraka: { name: 'Baraka Otieno', role: 'agent' },
  otieno: { name: 'Otieno Mwangi', role: 'agent' },
  li: { name: 'Li Wei', role: 'agent' },
  imani: { name: 'Imani Njeri', role: 'agent' },
  juma: { name: 'Juma Hassan', role: 'agent' },
} as const;
type Key = keyof typeof PEOPLE;
const KEYS = Object.keys(PEOPLE) as Key[];

/** A message with its `{name}`-style arguments filled in. */
const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
const seconds = (locale: string, count: number) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'short' }).format(count);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The viewer's time zone is the browser's (a cookie its script sets; UTC until then): UTC, as the Tanzania team's.
test.use({ timezoneId: 'UTC' });

const { server, pushService } = serveBuildWithPushService({
  ADMIN_TOKEN: E2E_SERVER_ENV.ADMIN_TOKEN,
  TRUST_PROXY: '1',
  CONTACT_RATE_LIMIT: '1000/1m',
  LEAD_ANSWER_WITHIN: '3s',
  ...OUTLAST_TEST_CLIENT,
});

const people = {} as Record<Key, { email: string; cookie: string; client: InboxClient }>;
/** The hour (UTC) the Tanzania team opens: six hours from now, so it is closed while the tests run. */
const opening = new Date(Date.now() + 6 * 3_600_000);
const openingTime = `${String(opening.getUTCHours()).padStart(2, '0')}:00`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const base = server.url;
  for (const [index, key] of KEYS.entries()) {
    const email = await createPerson(base, PEOPLE[key].role, PEOPLE[key].name, PASSWORD);
    const cookie = await signIn(base, email, PASSWORD, `203.0.113.${100 + index}`);
    people[key] = { email, cookie, client: inboxClient(base, cookie, `203.0.113.${100 + index}`) };
    expect((await subscribe(people[key].client, pushService().device(`${key}-phone`).subscription)).status).toBe(200);
  }
  const emails = (...keys: Key[]) => keys.map((key) => people[key].email);
  const closedNow = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [openingTime, `${openingTime.slice(0, 2)}:30`]]));
  const saved = await callRouting(base, E2E_SERVER_ENV.ADMIN_TOKEN, 'PUT', {
    answerWithin: '5m',
    teams: [
      { name: 'Kenya', countries: ['KE', 'UG'], languages: [], timeZone: 'Africa/Nairobi', hours: null, members: emails('wanjiru', 'baraka', 'otieno') },
      { name: 'Rwanda', countries: ['RW'], languages: [], timeZone: 'Africa/Kigali', hours: null, members: emails('imani', 'juma') },
      { name: 'Tanzania', countries: ['TZ'], languages: [], timeZone: 'UTC', hours: closedNow, members: emails('li') },
      { name: 'Everyone else', countries: ['*'], languages: [], timeZone: 'Africa/Lagos', hours: null, members: emails('amina') },
    ],
  });
  expect(saved.status).toBe(200);
});

/** Sets each person Available or Away, as the header's control posts it. */
async function setAvailability(statuses: Partial<Record<Key, 'available' | 'away'>>) {
  for (const [key, status] of Object.entries(statuses) as Array<[Key, string]>)
    expect((await people[key].client.post('/inbox/availability', { status })).status).toBe(303);
}

/** The pushes of a lead the push service took, as [whose phone, title], in arrival order. */
const pushesFor = (leadId: string) =>
  pushService()
    .delivered()
    .flatMap((entry) => (entry.payload?.url === `/inbox/lead/${leadId}` ? [[entry.device.replace(/-phone$/, ''), entry.payload.title] as const] : []));

/** This browser signed in as `key` (the session of their sign-in over HTTP), reading the inbox in `lang`. */
async function signedInAs(context: BrowserContext, key: Key) {
  await context.clearCookies();
  const cookies = people[key].cookie.split('; ').map((pair) => pair.split('='));
  await context.addCookies(cookies.map(([name = '', ...value]) => ({ name, value: value.join('='), url: server.url })));
}

/** A field of the lead page's summary (its label, then its value). */
const fieldOf = (page: Page, label: string) =>
  page
    .locator('main dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${escape(label)}$`) }) })
    .locator('dd');

test.beforeEach(async () => {
  test.setTimeout(90_000);
  await setAvailability({ amina: 'available', wanjiru: 'available', baraka: 'available', otieno: 'away' });
});

test('a new lead rings one on-duty member of its team, and only that person’s phone', async ({ page, context }) => {
  const name = `Amani Njoroge ${Date.now().toString(36)}`;
  // Wanjiru is the team's one member on duty; its admin is Away, so the round's alert rings nobody else either.
  await setAvailability({ amina: 'away', baraka: 'away' });
  const postedAt = Date.now();
  const leadId = await postLead(server.url, { name, country: 'KE', mobile: '0712 345 678', message: 'Cooking oil for two shops in Nakuru' });
  await pushService().waitUntil(() => pushesFor(leadId).length > 0, 10_000);
  expect(pushesFor(leadId)).toEqual([['wanjiru', fill(en.InboxPush.notifications.assigned, { name })]]);
  expect(
    (pushService()
      .delivered('wanjiru-phone')
      .find((entry) => entry.payload?.url === `/inbox/lead/${leadId}`)?.receivedAt ?? Infinity) - postedAt,
  ).toBeLessThan(5_000);

  // On her phone (a 4× slower CPU), the lead is hers: in Mine, and on its page.
  await slowCpu(page);
  await signedInAs(context, 'wanjiru');
  await page.goto(`${server.url}/inbox?folder=new&mine=1&lang=en`);
  const row = page.locator(`[data-lead-id="${leadId}"]`);
  await expect(row).toContainText(PEOPLE.wanjiru.name);
  await row.getByRole('link').first().click();
  await expect(fieldOf(page, en.InboxLead.fields.assignee)).toHaveText(PEOPLE.wanjiru.name);
  await expect(fieldOf(page, en.InboxLead.fields.team)).toHaveText('Kenya');

  // Past her time to answer, the round's one alert reaches the team's members on duty (her) and no one else.
  await pushService().waitUntil(() => pushesFor(leadId).length > 1, 15_000);
  expect(pushesFor(leadId)).toEqual([
    ['wanjiru', fill(en.InboxPush.notifications.assigned, { name })],
    [
      'wanjiru',
      expect.stringMatching(new RegExp(`^${escape(fill(en.InboxPush.notifications.unanswered, { name, duration: '§' })).replace('§', '\\d+ sec')}$`)),
    ],
  ]);
});

test('an unanswered lead passes to the next member; its page names the holder, who had it before, and routing’s history', async ({ page, context }) => {
  const name = `Juma Said ${Date.now().toString(36)}`;
  const leadId = await postLead(server.url, { name, country: 'UG', mobile: '0772 123 456', message: 'Soap, 40 cartons' });
  // A ring to one of the two on duty, one to the other 3 s later, then the alert to both and the available admin.
  await pushService().waitUntil(() => pushesFor(leadId).length >= 5, 20_000);
  const rung = pushesFor(leadId)
    .slice(0, 2)
    .map(([key]) => key);
  expect([...rung].sort()).toEqual(['baraka', 'wanjiru']);
  const [first, second] = rung.map((key) => PEOPLE[key as Key].name);
  expect(
    pushesFor(leadId)
      .slice(2)
      .map(([key]) => key)
      .sort(),
  ).toEqual(['amina', 'baraka', 'wanjiru']);

  await signedInAs(context, 'amina');
  for (const [lang, messages, locale] of LANGUAGES) {
    const t = messages.InboxLead;
    const history = messages.InboxRouting.history;
    await page.goto(`${server.url}/inbox/lead/${leadId}?lang=${lang}`);
    await expect(fieldOf(page, t.fields.assignee)).toHaveText(second ?? '');
    await expect(fieldOf(page, t.fields.previousHolders)).toHaveText(first ?? '');
    await expect(fieldOf(page, t.fields.team)).toHaveText('Kenya');
    const lines = page.getByRole('region', { name: t.history.heading }).getByRole('listitem');
    await expect(lines.filter({ hasText: fill(history.assigned, { to: first ?? '', team: 'Kenya' }) })).toHaveCount(1);
    await expect(lines.filter({ hasText: fill(history.passed.noAnswer, { to: second ?? '', from: first ?? '', duration: seconds(locale, 3) }) })).toHaveCount(
      1,
    );
    const alerted = new RegExp(
      escape(fill(history.unanswered, { team: 'Kenya', duration: '§' })).replace('§', `${escape(seconds(locale, 6)).replace('6', '\\d+')}`),
    );
    await expect(lines.filter({ hasText: alerted })).toHaveCount(1);
    expect(await smallTapTargets(page, 'main')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

test('the list’s filters: Mine, and a team', async ({ page, context }) => {
  const tag = Date.now().toString(36);
  const kenyan = await postLead(server.url, { name: `Kamau ${tag}`, country: 'KE', mobile: '0712 345 678', message: 'Rice' });
  const nigerian = await postLead(server.url, { name: `Bola ${tag}`, message: 'Sugar' });
  await signedInAs(context, 'amina');
  for (const [lang, messages] of LANGUAGES) {
    const t = messages.InboxList.filters;
    const rows = (ids: string[]) => page.locator(ids.map((id) => `[data-lead-id="${id}"]`).join(', '));
    await page.goto(`${server.url}/inbox?lang=${lang}`);
    await expect(rows([kenyan, nigerian])).toHaveCount(2);
    // Mine: the lead routing gave Amina, the one member of the team for every other country.
    await page.getByText(t.open, { exact: true }).click();
    await page.getByLabel(t.mine).check();
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByText(fill(t.openWithCount, { count: '1' }))).toBeVisible();
    await expect(rows([kenyan, nigerian])).toHaveCount(1);
    await expect(rows([nigerian])).toBeVisible();
    // A team: the Kenya team's lead, whoever holds it.
    await page.getByText(fill(t.openWithCount, { count: '1' })).click();
    await page.getByLabel(t.mine).uncheck();
    await page.getByLabel(t.team).selectOption({ label: 'Kenya' });
    expect(await smallTapTargets(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByText(fill(t.openWithCount, { count: '1' }))).toBeVisible();
    await expect(rows([kenyan, nigerian])).toHaveCount(1);
    await expect(rows([kenyan])).toBeVisible();
  }
});

test('a lead whose team has nobody on duty waits, says until when in the list and on its page, and rings nobody', async ({ page, context }) => {
  const name = `Neema Mushi ${Date.now().toString(36)}`;
  const leadId = await postLead(server.url, { name, country: 'TZ', mobile: '0754 123 456', message: 'Rice and cooking oil every month' });
  const isToday = opening.getUTCDate() === new Date().getUTCDate();
  await signedInAs(context, 'amina');
  for (const [lang, messages, locale] of LANGUAGES) {
    const waiting = messages.InboxRouting.waiting;
    const day = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(opening);
    const line = isToday
      ? fill(waiting.opensToday, { team: 'Tanzania', time: openingTime })
      : fill(waiting.opensLater, { team: 'Tanzania', day, time: openingTime });
    await page.goto(`${server.url}/inbox?lang=${lang}`);
    const row = page.locator(`[data-lead-id="${leadId}"]`);
    await expect(row).toContainText(line);
    await expect(row).not.toContainText(messages.InboxList.unassigned);
    await row.getByRole('link').first().click();
    await expect(page.getByText(line)).toBeVisible();
    await expect(fieldOf(page, messages.InboxLead.fields.assignee)).toHaveText(messages.InboxList.unassigned);
  }
  expect(pushesFor(leadId)).toEqual([]);
});

test('the report gives each team’s share answered by the first person rung and its leads passed on, and the same per person', async ({ page, context }) => {
  // Imani is rung first for the first lead and answers; Juma, next, lets the second pass to Imani, who answers.
  const answer = async (key: Key, leadId: string) => expect((await people[key].client.post(`/inbox/lead/${leadId}/reach`, { via: 'call' })).status).toBe(303);
  const rungFor = (leadId: string) =>
    pushesFor(leadId)
      .filter(([, title]) => title.startsWith('For you'))
      .map(([key]) => key);
  const first = await postLead(server.url, { name: `Aline ${Date.now().toString(36)}`, country: 'RW', mobile: '0788 123 456', message: 'Flour' });
  await pushService().waitUntil(() => rungFor(first).length > 0, 10_000);
  expect(rungFor(first)).toEqual(['imani']);
  await answer('imani', first);
  const second = await postLead(server.url, { name: `Eric ${Date.now().toString(36)}`, country: 'RW', mobile: '0788 654 321', message: 'Salt' });
  await pushService().waitUntil(() => rungFor(second).length > 1, 15_000);
  expect(rungFor(second)).toEqual(['juma', 'imani']);
  await answer('imani', second);

  await signedInAs(context, 'amina');
  for (const [lang, messages, locale] of LANGUAGES) {
    const t = messages.InboxReport.routing;
    const share = (part: number, whole: number) => `${new Intl.NumberFormat(locale, { style: 'percent' }).format(part / whole)} (${part}/${whole})`;
    await page.goto(`${server.url}/inbox/report?lang=${lang}`);
    const cellsOf = (caption: string, label: string) =>
      page
        .getByRole('table', { name: caption })
        .getByRole('row', { name: new RegExp(`^${escape(label)}`) })
        .getByRole('cell');
    await expect(cellsOf(t.byTeam, 'Rwanda')).toHaveText(['2', share(1, 2), '1']);
    await expect(cellsOf(t.byPerson, PEOPLE.imani.name)).toHaveText(['1', share(1, 1), '0']);
    await expect(cellsOf(t.byPerson, PEOPLE.juma.name)).toHaveText(['1', share(0, 1), '1']);
    // From arrival and within working hours, side by side: the same for a team that is always open.
    const times = await cellsOf(t.times, 'Rwanda').allInnerTexts();
    expect(times).toHaveLength(4);
    expect([times[0], times[2]]).toEqual([times[1], times[3]]);
    expect(times[0]).not.toBe('–');
    for (const caption of [t.byTeam, t.times, t.byPerson]) {
      const table = page.getByRole('table', { name: caption });
      expect(await table.evaluate((element) => (element.parentElement?.scrollWidth ?? Infinity) <= (element.parentElement?.clientWidth ?? 0)), caption).toBe(
        true,
      );
    }
  }
  const csv = await (await page.request.get(`${server.url}/inbox/report.csv`)).text();
  expect(csv).toMatch(/^team,,,,,\d+,\d+,,,Rwanda,2,2,1,0\.5,1,\d+,\d+\r$/m);
  expect(csv).toMatch(new RegExp(`^routing_agent,,${PEOPLE.juma.name},,,,,,,,,1,0,0,1,,\r$`, 'm'));
});
