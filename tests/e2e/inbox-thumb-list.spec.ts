// The inbox's list in one thumb, on a 375 × 740 phone with a 4× slower CPU, in English and Chinese: leads
// first, the filters behind one control with its count, folders that keep the filters, a search over every folder that
// finds a number however it is typed, one tap to call or to chat, the way back to the same list, and new leads
// announced to a person scrolled down. The header's controls are measured in inbox-thumb-people.spec.ts: the tap
// targets here are those of the list's <main>.
import type { Page } from '@playwright/test';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { createPerson, postLead } from '../fixtures/inbox';
import { slowCpu } from '../fixtures/slow-cpu';
import { smallTapTargets } from '../fixtures/tap-targets';
import { expect, test } from '../fixtures/test';
import { baseURL } from '../../playwright.config';

const PASSWORD = 'thumb list password';
const LANGUAGES = [
  { lang: 'en', messages: en },
  { lang: 'zh_cn', messages: zhCn },
] as const;
type Messages = (typeof LANGUAGES)[number]['messages'];

const tagOf = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const filtersControl = (page: Page) => page.locator('main summary');
const withCount = (t: Messages, count: number) => t.InboxList.filters.openWithCount.replace('{count}', String(count));
/** The list's leads: an item whose link opens a lead (the folder row's items are links to the list). */
const rows = (page: Page) => page.locator('[data-lead-page] li:has(> a[href^="/inbox/lead/"])');
const folderLink = (page: Page, t: Messages, name: string) =>
  page.getByRole('navigation', { name: t.InboxList.folders.label }).getByRole('link', { name, exact: true });

/** A new agent signed in on a slowed phone, the inbox in `lang`. */
async function signIn(page: Page, lang: string) {
  const email = await createPerson(baseURL, 'agent', `Thumb ${tagOf('a')}`, PASSWORD);
  await slowCpu(page);
  await page.goto(`/inbox/sign-in?lang=${lang}`);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/inbox$/);
}

/** A Kenyan mobile no other test has: 0712 followed by six random digits, as its national digits (712…). */
function kenyanMobile() {
  const national = `712${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  return { national, typed: `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}` };
}

for (const { lang, messages: t } of LANGUAGES) {
  test.describe(`in ${lang}`, () => {
    test('the leads come first, the filters sit behind one control with their count, and a folder keeps them', async ({ page }) => {
      const tag = tagOf('f');
      await postLead(baseURL, { name: `First ${tag}`, country: 'KE', mobile: kenyanMobile().typed, message: `first ${tag}` });
      await signIn(page, lang);

      // No filter: the first lead's top edge within 300 px of the screen's top; the filters closed behind one control.
      // (Polled: another test's lead arriving live may re-render the rows between two reads.)
      await expect(rows(page).first()).toBeVisible();
      await expect.poll(async () => (await rows(page).first().boundingBox())?.y ?? Infinity).toBeLessThanOrEqual(300);
      await expect(filtersControl(page)).toHaveText(t.InboxList.filters.open);
      await expect(page.getByLabel(t.InboxList.filters.country)).toBeHidden();
      expect(await smallTapTargets(page, 'main')).toEqual([]);
      await filtersControl(page).click();
      await expect(page.getByLabel(t.InboxList.filters.country)).toBeVisible();
      expect(await smallTapTargets(page, 'main')).toEqual([]);

      // Two filters applied: the control counts them; a folder keeps them, and the search.
      await page.getByLabel(t.InboxList.filters.country).selectOption('KE');
      await page.getByLabel(t.InboxList.filters.mine).check();
      await page.getByRole('button', { name: t.InboxList.filters.apply }).click();
      await expect(filtersControl(page)).toHaveText(withCount(t, 2));
      await folderLink(page, t, t.InboxList.folders.contacted).click();
      await expect(page).toHaveURL(/folder=contacted/);
      const kept = new URL(page.url()).searchParams;
      expect([kept.get('country'), kept.get('mine')]).toEqual(['KE', '1']);
      await expect(filtersControl(page)).toHaveText(withCount(t, 2));
      await expect(folderLink(page, t, t.InboxList.folders.contacted)).toHaveAttribute('aria-current', 'page');

      await page.goto(`/inbox?folder=new&country=KE&q=${tag}`);
      await folderLink(page, t, t.InboxList.folders.closed).click();
      await expect(page).toHaveURL(/folder=closed/);
      const narrowed = new URL(page.url()).searchParams;
      expect([narrowed.get('q'), narrowed.get('country')]).toEqual([tag, 'KE']);
      await expect(page.getByLabel(t.InboxList.filters.search)).toHaveValue(tag);
      await expect(filtersControl(page)).toHaveText(withCount(t, 1));
      expect(await smallTapTargets(page, 'main')).toEqual([]);
    });

    test('a search looks in every folder, shows each hit’s folder, and finds a number however it is typed', async ({ page }) => {
      const tag = tagOf('s');
      const mobile = kenyanMobile();
      await postLead(baseURL, { name: `Fatuma ${tag}`, country: 'KE', mobile: mobile.typed, message: `soap ${tag}`, locale: 'zh-CN' });
      // Sent in under 3 s: the filter files it in Spam.
      await postLead(baseURL, { name: `Fatuma ${tag} Hasty`, country: 'UG', mobile: '0772 123 456', message: `hasty ${tag}`, fillMs: 500 });
      await signIn(page, lang);

      const search = page.getByLabel(t.InboxList.filters.search);
      await search.fill(`Fatuma ${tag}`);
      await expect(rows(page)).toHaveCount(2);
      await expect(folderLink(page, t, t.InboxList.folders.all)).toHaveAttribute('aria-current', 'page');
      await expect(rows(page).filter({ hasText: 'Hasty' })).toContainText(t.InboxList.folders.spam);
      await expect(rows(page).filter({ hasNotText: 'Hasty' })).toContainText(t.InboxList.folders.new);
      // A folder narrows the search to it.
      await folderLink(page, t, t.InboxList.folders.spam).click();
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText(`Fatuma ${tag} Hasty`);

      await page.goto('/inbox');
      const international = `+254 ${mobile.national.slice(0, 3)} ${mobile.national.slice(3, 6)} ${mobile.national.slice(6)}`;
      for (const typed of [mobile.typed, international, `254${mobile.national}`, mobile.national]) {
        await search.fill(typed);
        await expect(rows(page).filter({ hasText: `Fatuma ${tag}` }), typed).toHaveCount(1);
      }
      const row = rows(page).filter({ hasText: `Fatuma ${tag}` });
      // The number as people read it (Kenya's grouping), one tap to call, one to chat in the lead's own language.
      await expect(row).toContainText(`+254 ${mobile.national.slice(0, 3)} ${mobile.national.slice(3)}`);
      const leadId = await row.getAttribute('data-lead-id');
      for (const name of [t.InboxList.call, t.InboxList.whatsapp]) {
        await expect(row.getByRole('button', { name, exact: true }).locator('xpath=ancestor::form[1]')).toHaveAttribute(
          'action',
          `/inbox/lead/${leadId}/reach`,
        );
      }
      expect(await smallTapTargets(page, 'main')).toEqual([]);
    });

    test('a lead opened from a filtered list leads back to the same list', async ({ page }) => {
      const tag = tagOf('b');
      await postLead(baseURL, { name: `Back ${tag}`, country: 'KE', mobile: kenyanMobile().typed, message: `back ${tag}` });
      await signIn(page, lang);
      await page.goto(`/inbox?folder=new&country=KE&from=2020-01-01&q=${tag}`);
      await expect(rows(page)).toHaveCount(1);
      await rows(page).first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/inbox\/lead\//);
      // The lead's page carries the list's query for its "Back to the list" (src/server/inbox/lead-list.ts listReturnHref).
      const list = new URL(page.url()).searchParams.get('list') ?? '';
      expect(Object.fromEntries(new URLSearchParams(list))).toEqual({ folder: 'new', q: tag, country: 'KE', from: '2020-01-01' });
      await page.goto(`/inbox?${list}`);
      await expect(page.getByLabel(t.InboxList.filters.search)).toHaveValue(tag);
      await expect(filtersControl(page)).toHaveText(withCount(t, 2));
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText(`Back ${tag}`);
    });

    test('a person scrolled down is told how many new leads arrived, and one tap brings them into view', async ({ page }) => {
      const tag = tagOf('n');
      for (let index = 0; index < 8; index += 1) await postLead(baseURL, { name: `Earlier ${index} ${tag}`, message: `earlier ${tag}` });
      await signIn(page, lang);
      await page.goto(`/inbox?q=${tag}`);
      await expect(rows(page)).toHaveCount(8);
      await page.waitForTimeout(500); // the event stream is open

      // At the top, a new lead simply appears.
      await postLead(baseURL, { name: `Top ${tag}`, message: `top ${tag}` });
      await expect(rows(page).first()).toContainText(`Top ${tag}`, { timeout: 5_000 });

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      for (const index of [1, 2, 3]) await postLead(baseURL, { name: `New ${index} ${tag}`, message: `new ${tag}` });
      const control = page.locator('[data-lead-new]');
      await expect(control).toHaveText(t.InboxList.newLeads.other.replace('{count}', '3'), { timeout: 5_000 });
      await expect(control).toBeInViewport();
      expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await expect(rows(page).first()).toContainText(`Top ${tag}`);

      await control.click();
      await expect(rows(page).first()).toContainText(`New 3 ${tag}`);
      await expect(rows(page)).toHaveCount(12);
      await expect(control).toBeHidden();
      await expect(rows(page).first()).toBeInViewport();
    });
  });
}

test.describe('without scripts', () => {
  test.use({ scriptMode: 'none' });

  for (const { lang, messages: t } of LANGUAGES) {
    test(`the filters behind their control still apply, and the search too (${lang})`, async ({ page }) => {
      const tag = tagOf('x');
      await postLead(baseURL, { name: `Plain ${tag}`, country: 'TZ', mobile: '0765 432 100', message: `plain ${tag}` });
      await signIn(page, lang);
      await filtersControl(page).click();
      await page.getByLabel(t.InboxList.filters.country).selectOption('TZ');
      await page.getByRole('button', { name: t.InboxList.filters.apply }).click();
      await expect(filtersControl(page)).toHaveText(withCount(t, 1));
      await page.getByLabel(t.InboxList.filters.search).fill(tag);
      await page.getByLabel(t.InboxList.filters.search).press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${tag}`));
      await expect(filtersControl(page)).toHaveText(withCount(t, 1));
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText(`Plain ${tag}`);
    });
  }
});
