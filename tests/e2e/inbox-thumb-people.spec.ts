// People and the header in one thumb, on a 375 px phone with a 4× slower CPU, in English and Chinese: People hands a
// new link on (Copy, Share) and asks once before disabling; a set-password link that no longer works says so as it
// opens; a signed-in person skips the sign-in form; "Sign out" ends this device's session and "Sign out everywhere"
// every one; the header is one row of thumb-sized controls; the CSV opens right in a spreadsheet.
import type { Browser, Page } from '@playwright/test';
import pg from 'pg';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { serveBuildOnPostgres } from '../fixtures/configured-build';
import { createPerson, inboxClient, postLead, runUsers, tokenOfLink } from '../fixtures/inbox';
import { slowCpu } from '../fixtures/slow-cpu';
import { smallTapTargets } from '../fixtures/tap-targets';
import { expect, test } from '../fixtures/test';
import { baseURL } from '../../playwright.config';

const PASSWORD = 'thumb people password';
const LANGUAGES = [
  ['en', en],
  ['zh_cn', zhCn],
] as const;
type Messages = typeof en;

/** A message with its `{name}`-style arguments filled in. */
const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

async function signIn(page: Page, email: string, lang: string, messages: Messages) {
  await page.goto(`/inbox/sign-in?lang=${lang}`);
  await page.getByLabel(messages.InboxSignIn.email).fill(email);
  await page.getByLabel(messages.InboxSignIn.password).fill(PASSWORD);
  await page.getByRole('button', { name: messages.InboxSignIn.submit }).click();
  await expect(page).toHaveURL(/\/inbox$/);
}

/** A second phone (its own browser context) of the same person, signed in, 375 px and slowed like the first. */
async function secondPhone(browser: Browser, email: string, lang: string, messages: Messages) {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await slowCpu(page);
  await signIn(page, email, lang, messages);
  return { page, close: () => context.close() };
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await slowCpu(page);
});

for (const [lang, messages] of LANGUAGES) {
  const t = messages.InboxPeople;

  test(`People: the new link in full, Copy puts it on the clipboard, Share where the phone shares (${lang})`, async ({ page, context, browser }) => {
    const tag = `c${lang}${Date.now().toString(36)}`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // Records what the page shares, as a phone's share sheet would receive it.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: async (data: ShareData) => void shared.push(data) });
    });
    await signIn(page, await createPerson(baseURL, 'admin', `Admin ${tag}`, PASSWORD), lang, messages);
    await page.goto('/inbox/people');
    const add = page.getByRole('form', { name: t.add.heading });
    await add.getByLabel(t.add.email).fill(`new-${tag}@example.com`);
    await add.getByLabel(t.add.name).fill(`New ${tag}`);
    await add.getByRole('button', { name: t.add.submit }).click();

    const panel = page.getByRole('region', { name: fill(t.link, { name: `New ${tag}` }) });
    const field = panel.getByRole('textbox');
    const link = await field.inputValue();
    expect(link).toMatch(/^https?:\/\/[^/]+\/inbox\/set-password\?token=[\w-]{16,}$/);
    // Readable whole: as wide as the screen allows, no part scrolled out of sight.
    const box = await field.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(300);
    expect(await field.evaluate((element) => element.scrollHeight <= element.clientHeight + 1 && element.scrollWidth <= element.clientWidth + 1)).toBe(true);

    await panel.getByRole('button', { name: t.send.copy }).click();
    await expect(panel.getByText(t.send.copied, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    await panel.getByRole('button', { name: t.send.share }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ url: link }]);
    expect(await smallTapTargets(page)).toEqual([]);

    // A browser that cannot share shows no Share button; the link is still there to copy.
    const desk = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
    try {
      const other = await desk.newPage();
      await other.addInitScript(() => delete (Navigator.prototype as Partial<Navigator>).share);
      await signIn(other, await createPerson(baseURL, 'admin', `Desk ${tag}`, PASSWORD), lang, messages);
      await other.goto('/inbox/people');
      await other.getByRole('form', { name: t.add.heading }).getByLabel(t.add.email).fill(`desk-${tag}@example.com`);
      await other.getByRole('form', { name: t.add.heading }).getByLabel(t.add.name).fill(`Desk New ${tag}`);
      await other.getByRole('form', { name: t.add.heading }).getByRole('button', { name: t.add.submit }).click();
      const otherPanel = other.getByRole('region', { name: fill(t.link, { name: `Desk New ${tag}` }) });
      await expect(otherPanel.getByRole('button', { name: t.send.copy })).toBeVisible();
      await expect(otherPanel.getByRole('button', { name: t.send.share })).toHaveCount(0);
    } finally {
      await desk.close();
    }
  });

  test(`People: disabling a person asks once (${lang})`, async ({ page }) => {
    const tag = `d${lang}${Date.now().toString(36)}`;
    await createPerson(baseURL, 'agent', `Leaver ${tag}`, PASSWORD);
    await signIn(page, await createPerson(baseURL, 'admin', `Admin ${tag}`, PASSWORD), lang, messages);
    await page.goto('/inbox/people');
    const row = page.getByRole('listitem').filter({ hasText: `Leaver ${tag}` });
    await row.getByText(t.disable, { exact: true }).click();
    // Asked, not done: the question is on screen and the person is still active.
    const question = row.getByText(fill(t.disableConfirm.question, { name: `Leaver ${tag}` }));
    await expect(question).toBeInViewport();
    await expect(row.getByText(t.states.active, { exact: true })).toBeVisible();
    expect(await smallTapTargets(page)).toEqual([]);
    await page.reload();
    await expect(row.getByText(t.states.active, { exact: true })).toBeVisible();

    await row.getByText(t.disable, { exact: true }).click();
    await page.getByRole('button', { name: fill(t.disableConfirm.submit, { name: `Leaver ${tag}` }) }).click();
    await expect(page.getByRole('status')).toHaveText(fill(t.done.disabled, { name: `Leaver ${tag}` }));
    await expect(row.getByText(t.states.disabled, { exact: true })).toBeVisible();
  });

  test(`a signed-in person who opens the sign-in page goes to the inbox (${lang})`, async ({ page }) => {
    await signIn(page, await createPerson(baseURL, 'agent', `Returning ${lang}${Date.now().toString(36)}`, PASSWORD), lang, messages);
    await page.goto(`/inbox/sign-in?lang=${lang}`);
    await expect(page).toHaveURL(/\/inbox$/);
    await expect(page.getByLabel(messages.InboxSignIn.password)).toHaveCount(0);
  });

  test(`"Sign out" ends this phone's session, "Sign out everywhere" every one, from the header's menu (${lang})`, async ({ page, browser }) => {
    const name = `Two Phones ${lang}${Date.now().toString(36)}`;
    const email = await createPerson(baseURL, 'agent', name, PASSWORD);
    const nav = messages.InboxLayout.nav;
    await signIn(page, email, lang, messages);
    const other = await secondPhone(browser, email, lang, messages);
    try {
      const menu = page.locator('header details');
      await menu.locator('summary').click();
      await expect(menu.getByRole('button', { name: nav.signOutEverywhere })).toBeInViewport();
      expect(await smallTapTargets(page, 'header')).toEqual([]);
      await menu.getByRole('button', { name: nav.signOut, exact: true }).click();
      await expect(page.getByText(messages.InboxSignIn.signedOut)).toBeVisible();
      // The other phone is still signed in.
      await other.page.reload();
      await expect(other.page).toHaveURL(/\/inbox$/);

      await signIn(page, email, lang, messages);
      const otherMenu = other.page.locator('header details');
      await otherMenu.locator('summary').click();
      await otherMenu.getByRole('button', { name: nav.signOutEverywhere }).click();
      await expect(other.page.getByText(messages.InboxSignIn.signedOutEverywhere)).toBeVisible();
      await page.reload();
      await expect(page).toHaveURL(/\/inbox\/sign-in$/);
    } finally {
      await other.close();
    }
  });

  test(`the header is one row of thumb-sized controls on the list (${lang})`, async ({ page }) => {
    await signIn(page, await createPerson(baseURL, 'admin', `Header ${lang}${Date.now().toString(36)}`, PASSWORD), lang, messages);
    const header = await page.locator('body > header').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(56);
    expect(await smallTapTargets(page, 'header')).toEqual([]);
    await page.locator('header summary').click();
    expect(await smallTapTargets(page, 'header')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test(`the CSV opens right in a spreadsheet: byte-order mark, newest first, assignee, status and last note (${lang})`, async ({ page }) => {
    const tag = `v${lang}${Date.now().toString(36)}`;
    const admin = `Admin ${tag}`;
    await signIn(page, await createPerson(baseURL, 'admin', admin, PASSWORD), lang, messages);
    const older = await postLead(baseURL, { name: `王芳 ${tag}`, country: 'CN', mobile: '138 0013 8000', message: `older ${tag}`, locale: 'zh-CN' });
    const newer = await postLead(baseURL, { name: `Bola ${tag}`, message: `newer ${tag}` });
    const act = (id: string, form: Record<string, string>) => page.request.post(`/inbox/lead/${id}`, { form, maxRedirects: 0 });
    expect((await act(older, { action: 'status', status: 'contacted', note: '已电话联系' })).status()).toBe(303);
    expect((await act(newer, { action: 'status', status: 'contacted', note: '=HYPERLINK("http://x","call")' })).status()).toBe(303);
    await page.goto(`/inbox/lead/${newer}`);
    const adminId = await page.locator('select[name=assignee] option', { hasText: admin }).getAttribute('value');
    expect((await act(newer, { action: 'assign', assignee: adminId ?? '' })).status()).toBe(303);

    await page.goto(`/inbox?folder=contacted&q=${tag}`);
    // The export sits with the filters, behind their control: a hidden button has no role, so open it first.
    await page.locator('details:has(#lead-filters) > summary').click();
    const exportButton = page.getByRole('button', { name: messages.InboxLayout.nav.export });
    const downloading = page.waitForEvent('download');
    await exportButton.click();
    const chunks: Buffer[] = [];
    for await (const chunk of await (await downloading).createReadStream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('id,created_at,locale,name,country,mobile,message,status,spam_reason,assignee,last_note');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([newer, older]);
    expect(lines[1]).toContain(`,contacted,,${admin},"'=HYPERLINK(""http://x"",""call"")"`);
    expect(lines[2]).toContain(`,王芳 ${tag},CN,`);
    expect(lines[2]?.endsWith(',contacted,,,已电话联系')).toBe(true);
  });
}

test.describe('a set-password link that no longer works', () => {
  // An expired link needs a database the test can reach: its own server on a fresh PostgreSQL database.
  const server = serveBuildOnPostgres();

  for (const [lang, messages] of LANGUAGES) {
    test(`says so as the page opens, and what to do: used, expired, unknown (${lang})`, async ({ page }) => {
      const url = server.url;
      const env = { DATABASE_URL: server.databaseUrl };
      const stamp = `${lang}-${Date.now().toString(36)}`;
      const add = (who: string) =>
        tokenOfLink(runUsers(['add', '--email', `${who}-${stamp}@example.com`, '--name', `${who} ${stamp}`, '--role', 'agent'], env).lines.at(-1));
      // One person's link, used; then their new one, which works (a new link retires the older ones, so the expired
      // link is another person's).
      const used = add('used');
      expect((await inboxClient(url).post('/inbox/set-password', { token: used, password: PASSWORD, repeat: PASSWORD })).status).toBe(303);
      const working = tokenOfLink(runUsers(['reset', '--email', `used-${stamp}@example.com`], env).lines.at(-1));
      const expired = add('expired');
      const client = new pg.Client({ connectionString: server.databaseUrl });
      await client.connect();
      await client.query(`update auth_verifications set expires_at = now() - interval '1 minute' where identifier = $1`, [`reset-password:${expired}`]);
      await client.end();
      const t = messages.InboxSetPassword;

      for (const [token, reason] of [
        [used, t.unusable.gone],
        [expired, t.unusable.expired],
        ['an-unknown-token-0123456789', t.unusable.gone],
      ] as const) {
        const answer = await page.goto(`${url}/inbox/set-password?token=${token}&lang=${lang}`);
        expect(answer?.status()).toBe(410);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unusable.heading);
        await expect(page.getByText(reason)).toBeInViewport();
        await expect(page.getByText(t.unusable.next)).toBeInViewport();
        await expect(page.getByLabel(t.password)).toHaveCount(0);
        expect(await smallTapTargets(page)).toEqual([]);
      }
      await page.getByRole('link', { name: t.unusable.signIn }).click();
      await expect(page).toHaveURL(/\/inbox\/sign-in/);
      // A working link still opens its form, and opening it did not use it up.
      await page.goto(`${url}/inbox/set-password?token=${working}&lang=${lang}`);
      await expect(page.getByLabel(t.password)).toBeVisible();
      await page.reload();
      await page.getByLabel(t.password).fill(PASSWORD);
      await page.getByLabel(t.repeat).fill(PASSWORD);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByText(messages.InboxSignIn.passwordSet)).toBeVisible();
    });
  }
});
