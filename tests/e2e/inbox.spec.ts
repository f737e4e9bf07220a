// The sales inbox in a browser (desktop project; the phone layout is inbox-phone.spec.ts). Two journeys cover the
// inbox's work: an agent signs in, searches, works a lead end to end and sees a new lead arrive live; an admin
// restores a lead from spam, exports the filter and adds a person, while an agent sees none of the admin's tools.
import type { Page } from '@playwright/test';
import en from '../../messages/en.json';
import { createPerson, postLead } from '../fixtures/inbox';
import { expect, test } from '../fixtures/test';
import { baseURL } from '../../playwright.config';

const PASSWORD = 'browser tests password';

async function signIn(page: Page, email: string) {
  await page.goto('/inbox');
  await expect(page).toHaveURL(/\/inbox\/sign-in$/);
  await page.getByLabel(en.InboxSignIn.email).fill(email);
  await page.getByLabel(en.InboxSignIn.password).fill(PASSWORD);
  await page.getByRole('button', { name: en.InboxSignIn.submit }).click();
  await expect(page).toHaveURL(/\/inbox$/);
}

test.describe('in the viewer’s time zone', () => {
  // The server formats times in the zone the browser reports (src/scripts/inbox-time-zone.ts).
  test.use({ timezoneId: 'Asia/Shanghai' });

  test('an agent finds a lead by search, works it end to end, and sees a new lead arrive without a reload', async ({ page }) => {
    const tag = `t${Date.now().toString(36)}`;
    const email = await createPerson(baseURL, 'agent', `Agent ${tag}`, PASSWORD);
    await postLead(baseURL, { name: `Older ${tag}`, message: `first order ${tag}` });
    await postLead(baseURL, {
      name: `Bola ${tag}`,
      country: 'KE',
      mobile: '0712 345 678',
      message: `Need 20 cartons ${tag}\nDelivery to Nairobi`,
      locale: 'zh-CN',
    });
    await signIn(page, email);

    // The list: newest first, with the message's first line and the country. The browser tests run two at a time on
    // one server, so another test's lead may arrive in between: the order is read among this test's own leads.
    const rows = page.locator('[data-lead-page] [data-lead-id]');
    const mine = rows.filter({ hasText: tag });
    await expect(mine.first()).toContainText(`Bola ${tag}`);
    await expect(mine.first()).toContainText(`Need 20 cartons ${tag}`);
    await expect(mine.first()).not.toContainText('Delivery to Nairobi');
    await expect(mine.first()).toContainText('Kenya');

    // Search as you type: no navigation, the address follows.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByLabel(en.InboxList.filters.search).fill(`first order ${tag}`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Older ${tag}`);
    await expect(page).toHaveURL(new RegExp(`q=first\\+order\\+${tag}`));
    await page.getByLabel(en.InboxList.filters.search).fill(tag);
    await expect(rows).toHaveCount(2);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // A lead: its fields, the ways to reach the person, then worked.
    await rows
      .filter({ hasText: `Bola ${tag}` })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Lead from Bola ${tag}`);
    await expect(page.getByText('Delivery to Nairobi')).toBeVisible();
    await expect(page.getByText(en.InboxLead.languages['zh-CN'])).toBeVisible();
    await expect(page.getByText(en.InboxLead.fields.received, { exact: true }).locator('xpath=following-sibling::dd[1]')).toContainText('GMT+8');
    // Call and WhatsApp post to the lead's reach route, which records the attempt (tests/e2e/inbox-answers.spec.ts).
    const leadPath = new URL(page.url()).pathname;
    for (const name of [en.InboxLead.call, en.InboxLead.whatsapp]) {
      await expect(page.getByRole('button', { name, exact: true }).locator('xpath=ancestor::form[1]')).toHaveAttribute('action', `${leadPath}/reach`);
    }

    await page.getByLabel(en.InboxLead.actions.note).fill('Called, sending the price list on WhatsApp');
    await page.getByRole('button', { name: en.InboxList.folders.contacted, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(en.InboxLead.done.status);
    await page.getByLabel(en.InboxLead.actions.assign).selectOption({ label: `Agent ${tag}` });
    await page.getByRole('button', { name: en.InboxLead.actions.assignSubmit, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(en.InboxLead.done.assigned);
    const history = page.getByRole('region', { name: en.InboxLead.history.heading });
    await expect(history).toContainText(`Agent ${tag} moved it from New to Contacted`);
    await expect(history).toContainText('Called, sending the price list on WhatsApp');
    await expect(history).toContainText(`Agent ${tag} assigned it to Agent ${tag}`);

    // Contacted, assigned to me.
    await page.goto('/inbox?folder=contacted&mine=1');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Bola ${tag}`);

    // A new lead appears in the open list within 5 s, on a phone-slow CPU, without a reload.
    await page.goto('/inbox?folder=new');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.waitForTimeout(500); // the event stream is open
    await postLead(baseURL, { name: `Live ${tag}`, message: `just arrived ${tag}` }, { 'X-Lead-Source': 'offline-queue' });
    const live = rows.filter({ hasText: `Live ${tag}` });
    await expect(live).toBeVisible({ timeout: 5_000 });
    await expect(live).toContainText(en.InboxList.offline);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test('an admin restores a lead from spam and exports the filter; an agent sees no admin tool', async ({ page, browser }) => {
  const tag = `s${Date.now().toString(36)}`;
  const adminEmail = await createPerson(baseURL, 'admin', `Admin ${tag}`, PASSWORD);
  const agentEmail = await createPerson(baseURL, 'agent', `Agent ${tag}`, PASSWORD);
  // Sent in under 3 s: the filter files it as spam.
  await postLead(baseURL, { name: `Hasty ${tag}`, country: 'UG', mobile: '0772 123 456', message: `real buyer ${tag}`, fillMs: 500 });
  await postLead(baseURL, { name: `=HYPERLINK("x") ${tag}`, country: 'UG', mobile: '0772 123 457', message: `formula ${tag}` });
  await signIn(page, adminEmail);

  await page.getByRole('link', { name: en.InboxList.folders.spam }).click();
  await page.getByRole('link', { name: new RegExp(`Hasty ${tag}`) }).click();
  await expect(page.getByText(en.InboxLead.spamReasons['too-fast'])).toBeVisible();
  await page.getByRole('button', { name: en.InboxLead.actions.restore }).click();
  await expect(page.getByRole('status')).toHaveText(en.InboxLead.done.restored);
  await expect(page.getByRole('region', { name: en.InboxLead.history.heading })).toContainText(`Admin ${tag} restored it from spam`);

  // The export of the current filter (Uganda, new), with the formula guard: a button among the filters.
  await page.goto(`/inbox?folder=new&country=UG&q=${tag}`);
  await page.getByText(en.InboxList.filters.openWithCount.replace('{count}', '1')).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: en.InboxLayout.nav.export }).click();
  const csv = await (await downloading).createReadStream().then(async (stream) => {
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    return text;
  });
  // A byte-order mark first, so a spreadsheet reads the file as UTF-8.
  expect(csv.startsWith('\ufeff')).toBe(true);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('id,created_at,locale,name,country,mobile,message,status,spam_reason,assignee,last_note');
  expect(lines).toHaveLength(3);
  expect(csv).toContain(`Hasty ${tag}`);
  expect(csv).toContain(`"'=HYPERLINK(""x"") ${tag}"`);

  // People: an admin adds a person and gets their one-time link.
  await page.getByRole('link', { name: en.InboxLayout.nav.people }).click();
  const addForm = page.getByRole('form', { name: en.InboxPeople.add.heading });
  await addForm.getByLabel(en.InboxPeople.add.email).fill(`new-${tag}@example.com`);
  await addForm.getByLabel(en.InboxPeople.add.name).fill(`New ${tag}`);
  await addForm.getByRole('button', { name: en.InboxPeople.add.submit }).click();
  const newLink = page.getByRole('region', { name: en.InboxPeople.link.replace('{name}', `New ${tag}`) });
  await expect(newLink.getByRole('textbox')).toHaveValue(/\/inbox\/set-password\?token=/);

  // An agent: no People, no export, no erasure; the admin pages answer 403.
  const agentContext = await browser.newContext({ baseURL });
  const agentPage = await agentContext.newPage();
  await signIn(agentPage, agentEmail);
  await expect(agentPage.getByRole('link', { name: en.InboxLayout.nav.people })).toHaveCount(0);
  await expect(agentPage.getByRole('button', { name: en.InboxLayout.nav.export })).toHaveCount(0);
  await agentPage.getByRole('link', { name: new RegExp(`Hasty ${tag}`) }).click();
  await expect(agentPage.getByRole('button', { name: en.InboxLead.actions.erase })).toHaveCount(0);
  expect((await agentPage.goto('/inbox/people'))?.status()).toBe(403);
  await agentContext.close();
});
