// Answering leads on a 375 px phone: the list's and the lead page's Call and WhatsApp (a reply template, too) record
// the attempt and the browser follows the 303 to tel: or wa.me under the inbox's policy; an admin keeps the reply
// templates; the response report reads on the phone in both languages (its SVG chart within the screen, its tables
// without sideways scrolling).
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { createPerson, postLead } from '../fixtures/inbox';
import { signInWithForm } from '../fixtures/inbox-sign-in';
import { expect, test } from '../fixtures/test';
import { deleteTemplatesTitled } from '../fixtures/reply-templates';
import { MIN_TAP_TARGET_PX } from '../fixtures/tap-targets';
import type { Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';

const PASSWORD = 'answers tests password';

async function signIn(page: Page, email: string) {
  await signInWithForm(page, email, PASSWORD);
}

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function expectTapTarget(page: Page, name: string | RegExp, role: 'button' | 'link' | 'combobox' = 'button') {
  const box = await page.getByRole(role, { name }).first().boundingBox();
  expect(box?.height, String(name)).toBeGreaterThanOrEqual(MIN_TAP_TARGET_PX);
  expect(box?.width, String(name)).toBeGreaterThanOrEqual(MIN_TAP_TARGET_PX);
}

test('a row’s Call records the attempt and opens tel:; on the lead page a reply template opens wa.me filled in', async ({ page, context }) => {
  const tag = `r${Date.now().toString(36)}`;
  const admin = await createPerson(baseURL, 'admin', `Reacher ${tag}`, PASSWORD);
  const leadId = await postLead(baseURL, { name: `Amara ${tag}`, mobile: '0803 555 0142', message: `Cartons of rice ${tag}\nfor two shops` });
  await signIn(page, admin);
  await deleteTemplatesTitled(page, 'Rice r');
  await page.goto('/inbox/templates');
  const add = page.getByRole('form', { name: en.InboxTemplates.add.heading.replace('{language}', en.InboxLead.languages.en) });
  await add.getByLabel(en.InboxTemplates.fields.title).fill(`Rice ${tag}`);
  await add.getByLabel(en.InboxTemplates.fields.text).fill('Hello {name}, about “{asked}”: yes.');
  await add.getByRole('button', { name: en.InboxTemplates.add.submit }).click();
  await expect(page.getByRole('status')).toHaveText(en.InboxTemplates.done.added);

  // The list, its rows swapped in by the live search: the row's Call is a post to the lead's reach route.
  await page.goto('/inbox');
  await page.getByLabel(en.InboxList.filters.search).fill(tag);
  const row = page.locator('[data-lead-page] [data-lead-id]');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-lead-id', leadId);
  for (const name of [en.InboxList.call, en.InboxList.whatsapp]) {
    await expect(row.getByRole('button', { name, exact: true }).locator('xpath=ancestor::form[1]')).toHaveAttribute('action', `/inbox/lead/${leadId}/reach`);
  }
  await expectTapTarget(page, en.InboxList.call);
  expect(await fitsTheScreen(page)).toBe(true);

  // tel: is not fetched: the DevTools protocol sees the browser follow the 303 to it, and the list stays.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const followed: Array<{ url: string; status?: number }> = [];
  cdp.on('Network.requestWillBeSent', (event) => followed.push({ url: event.request.url, status: event.redirectResponse?.status }));
  await row.getByRole('button', { name: en.InboxList.call, exact: true }).click();
  await expect.poll(() => followed.find((entry) => entry.url.startsWith('tel:'))).toEqual({ url: 'tel:+2348035550142', status: 303 });
  expect(new URL(page.url()).pathname).toBe('/inbox');

  // The lead page: WhatsApp stays the greeting; the templates of the lead's language are offered beside it.
  // The tab that followed tel: (handed to the phone's dialer) is left deaf to taps by this Chromium (156, headless: its
  // external-protocol prompt is never shown), so the lead opens in a tab of its own, at the address the row links to.
  const leadHref = await row.getByRole('link').first().getAttribute('href');
  const leadTab = await context.newPage();
  await page.close();
  await leadTab.goto(leadHref ?? '');
  await expect(leadTab.getByRole('heading', { level: 1 })).toHaveText(en.InboxLead.title.replace('{name}', `Amara ${tag}`));
  const greeting = leadTab.getByRole('button', { name: en.InboxLead.whatsapp, exact: true }).locator('xpath=ancestor::form[1]');
  await expect(greeting).toHaveAttribute('action', `/inbox/lead/${leadId}/reach`);
  await expect(greeting.locator('input[name=template]')).toHaveCount(0);
  await expectTapTarget(leadTab, en.InboxLead.call);
  await leadTab.getByText(en.InboxLead.replyTemplates.open).click();
  await expectTapTarget(leadTab, `Rice ${tag}`);
  expect(await fitsTheScreen(leadTab)).toBe(true);

  // The template's WhatsApp opens in a new tab, which follows the 303 to wa.me (no network here: the request is what we see).
  const chat = context.waitForEvent('request', (request) => request.url().startsWith('https://wa.me/'));
  const [tab] = await Promise.all([context.waitForEvent('page'), leadTab.getByRole('button', { name: `Rice ${tag}` }).click()]);
  const url = new URL((await chat).url());
  expect(url.pathname).toBe('/2348035550142');
  expect(url.searchParams.get('text')).toBe(`Hello Amara ${tag}, about “Cartons of rice ${tag}”: yes.`);
  await tab.close();

  await leadTab.reload();
  const history = leadTab.getByRole('region', { name: en.InboxLead.history.heading });
  await expect(history.getByText(en.InboxLead.history.reached.call.replace('{actor}', `Reacher ${tag}`))).toBeVisible();
  await expect(
    history.getByText(en.InboxLead.history.reached.whatsappTemplate.replace('{actor}', `Reacher ${tag}`).replace('{template}', `Rice ${tag}`)),
  ).toBeVisible();
  await deleteTemplatesTitled(leadTab, `Rice ${tag}`);
});

test('an admin keeps reply templates on a phone, told in Chinese what is wrong', async ({ page }) => {
  const tag = `t${Date.now().toString(36)}`;
  await signIn(page, await createPerson(baseURL, 'admin', `Keeper ${tag}`, PASSWORD));
  await deleteTemplatesTitled(page, '报价 t');
  await deleteTemplatesTitled(page, '新报价 t');
  await page.goto('/inbox/templates?lang=zh_cn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zhCn.InboxTemplates.heading);
  const add = page.getByRole('form', { name: zhCn.InboxTemplates.add.heading.replace('{language}', zhCn.InboxLead.languages['zh-CN']) });
  await add.getByLabel(zhCn.InboxTemplates.fields.title).fill(`报价 ${tag}`);
  await add.getByLabel(zhCn.InboxTemplates.fields.text).fill('{name}您好，关于“{问题}”');
  await add.getByRole('button', { name: zhCn.InboxTemplates.add.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(zhCn.InboxTemplates.errors.placeholder.replace('{nameTag}', '{name}').replace('{askedTag}', '{asked}'));
  // What was typed is kept for the fix.
  await expect(add.getByLabel(zhCn.InboxTemplates.fields.title)).toHaveValue(`报价 ${tag}`);
  await add.getByLabel(zhCn.InboxTemplates.fields.text).fill('{name}您好，关于“{asked}”，报价单见附件。');
  await add.getByRole('button', { name: zhCn.InboxTemplates.add.submit }).click();
  await expect(page.getByRole('status')).toHaveText(zhCn.InboxTemplates.done.added);
  const item = page.locator('li', { hasText: `报价 ${tag}` });
  await expect(item).toContainText('报价单见附件');
  expect(await fitsTheScreen(page)).toBe(true);

  const summary = zhCn.InboxTemplates.edit.summary.replace('{title}', `报价 ${tag}`);
  await item.getByText(summary).click();
  const edit = page.getByRole('form', { name: summary });
  await expectTapTarget(page, zhCn.InboxTemplates.edit.delete);
  await edit.getByLabel(zhCn.InboxTemplates.fields.title).fill(`新报价 ${tag}`);
  await edit.getByRole('button', { name: zhCn.InboxTemplates.edit.submit }).click();
  await expect(page.getByRole('status')).toHaveText(zhCn.InboxTemplates.done.saved);
  const renamed = page.locator('li', { hasText: `新报价 ${tag}` });
  const newSummary = zhCn.InboxTemplates.edit.summary.replace('{title}', `新报价 ${tag}`);
  await renamed.getByText(newSummary).click();
  await page.getByRole('form', { name: newSummary }).getByRole('button', { name: zhCn.InboxTemplates.edit.delete }).click();
  await expect(page.getByRole('status')).toHaveText(zhCn.InboxTemplates.done.deleted);
  await expect(page.locator('li', { hasText: `新报价 ${tag}` })).toHaveCount(0);
});

test('the response report reads on a 375 px phone in both languages', async ({ page, request }) => {
  const tag = `s${Date.now().toString(36)}`;
  const email = await createPerson(baseURL, 'admin', `Speedy ${tag}`, PASSWORD);
  const leadId = await postLead(baseURL, { name: `Bisi ${tag}`, message: `Report ${tag}` });
  await postLead(baseURL, { name: `Waiting ${tag}`, message: `Report ${tag}` });
  await signIn(page, email);
  // Speedy answers one lead: a status change counts as the first response.
  await page.goto(`/inbox/lead/${leadId}`);
  await page.getByRole('button', { name: en.InboxList.folders.contacted, exact: true }).click();
  await expect(page.getByRole('status')).toContainText(en.InboxLead.done.status);

  for (const [lang, messages] of [
    ['en', en],
    ['zh_cn', zhCn],
  ] as const) {
    await page.goto(`/inbox/report?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.InboxReport.heading);
    const chart = page.getByRole('img', { name: messages.InboxReport.chart.title });
    await expect(chart).toBeVisible();
    const box = await chart.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(375);
    expect(box?.height).toBeGreaterThan(150);
    // The chart's words are at least 11 px on the phone.
    const smallest = await chart.evaluate((svg) => Math.min(...[...svg.querySelectorAll('text')].map((text) => text.getBoundingClientRect().height)));
    expect(smallest).toBeGreaterThanOrEqual(11);
    expect(await fitsTheScreen(page)).toBe(true);
    for (const caption of [messages.InboxReport.byWeek, messages.InboxReport.byAgent]) {
      const table = page.getByRole('table', { name: caption });
      await expect(table).toBeVisible();
      // Readable without scrolling sideways: the table fits its box.
      expect(await table.evaluate((element) => (element.parentElement?.scrollWidth ?? Infinity) <= (element.parentElement?.clientWidth ?? 0))).toBe(true);
      await expect(table.getByRole('columnheader', { name: messages.InboxReport.columns.withinFiveMinutes })).toBeVisible();
    }
    const speedy = page.getByRole('table', { name: messages.InboxReport.byAgent }).getByRole('row', { name: new RegExp(`Speedy ${tag}`) });
    await expect(speedy.getByRole('cell').first()).toHaveText('1');
    await expectTapTarget(page, messages.InboxReport.csv, 'link');
  }
  const csv = await request.get('/inbox/report.csv', {
    headers: { Cookie: (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
  });
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await csv.text()).toMatch(new RegExp(`^agent,,Speedy ${tag},1,0,`, 'm'));
});
