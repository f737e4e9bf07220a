// A lead worked with one thumb, at 375 × 740 px with the CPU 4× slower, in English and Chinese: the name,
// the message, Call and WhatsApp on the first screen; after each action its message (or its button) on screen, where
// the person was; filing as spam undone within 10 s and refused after; the filer restoring their own spam, the lead
// then saying who restored it; "Back to the list" to the same filtered list; every control of the page a thumb's size.
import type { Locator, Page } from '@playwright/test';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';
import { createPerson, postLead, signIn } from '../fixtures/inbox';
import { slowCpu } from '../fixtures/slow-cpu';
import { smallTapTargets } from '../fixtures/tap-targets';
import { expect, test } from '../fixtures/test';
import { baseURL } from '../../playwright.config';

const PASSWORD = 'thumb lead password';
const LANGUAGES = [
  { lang: 'en', m: en },
  { lang: 'zh_cn', m: zhCn },
] as const;

/** Signs `email` in over HTTP and hands the session to the page's browser, in `lang`. */
async function signInAs(page: Page, email: string, lang: string) {
  const cookies = (await signIn(baseURL, email, PASSWORD)).split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('='), url: baseURL };
  });
  await page.context().addCookies([...cookies, { name: 'inbox_lang', value: lang, url: baseURL }]);
}

/**
 * A lead page's budget on the wire (brotli): 6,140 B, the page with its styles inline, plus 10 %, so that a phone on a
 * slow network opens a lead as fast without the stylesheet in its cache. With the stylesheet cached, a lead costs about
 * half that (`npm run bench:inbox -- --only weight`, docs/inbox.md).
 */
const LEAD_PAGE_BUDGET_BYTES = Math.round(6_140 * 1.1);

/** What the page's load put on the wire: the document's body, and each linked stylesheet's (0 when it came from the cache). */
function downloadsOf(page: Page): Promise<{ document: number; stylesheets: number[] }> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      document: navigation?.encodedBodySize ?? Number.NaN,
      stylesheets: resources.filter(({ initiatorType, name }) => initiatorType === 'link' && name.endsWith('.css')).map(({ transferSize }) => transferSize),
    };
  });
}

/** Wholly within the screen as it is scrolled now. */
async function expectOnScreen(locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
}

/** Within the first screen, scrolled to the top: its bottom edge at most the viewport's height. */
async function expectOnFirstScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBe(0);
  expect(box && box.y + box.height, (await locator.textContent()) ?? undefined).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
}

for (const { lang, m } of LANGUAGES) {
  test.describe(`a lead in one thumb (${lang})`, () => {
    test('first screen, each action in view, undo within 10 s, the filer’s restore, back to the same list, thumb-sized controls', async ({ page }) => {
      test.setTimeout(120_000);
      const tag = `${lang}${Date.now().toString(36)}`;
      const agent = `Agent ${tag}`;
      const email = await createPerson(baseURL, 'agent', agent, PASSWORD);
      const message = `Hello ${tag}, we run three shops in Nairobi and need 40 cartons of soap, 20 of cooking oil and rice every month.\nCan you send the price list and tell us how delivery works?`;
      const id = await postLead(baseURL, { name: `Wanjiru ${tag}`, country: 'KE', mobile: '0712 345 678', message });
      await signInAs(page, email, lang);
      await slowCpu(page);

      // Opened from a filtered list (as the list links to it): the list's query rides along.
      const list = `folder=new&q=${tag}&country=KE`;
      await page.goto(`/inbox/lead/${id}?list=${encodeURIComponent(list)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.InboxLead.title.replace('{name}', `Wanjiru ${tag}`));
      await expect(page.getByText('+254 712 345678')).toBeVisible(); // the number as people read it
      for (const part of [
        page.getByRole('heading', { level: 1 }),
        page.getByText(`Hello ${tag}, we run three shops`),
        page.getByRole('button', { name: m.InboxLead.call, exact: true }),
        page.getByRole('button', { name: m.InboxLead.whatsapp, exact: true }),
      ]) {
        await expectOnFirstScreen(page, part);
      }
      // The page's own controls (the header is the header's engineer's) are at least 44 × 44.
      expect(await smallTapTargets(page, 'main')).toEqual([]);

      // Contacted with a note: one tap on the folder's button saves both; the page lands where the person was.
      const status = page.getByRole('status');
      await page.getByLabel(m.InboxLead.actions.note).fill(`Called ${tag}, sending prices`);
      await page.getByRole('button', { name: m.InboxList.folders.contacted, exact: true }).click();
      await expect(page).toHaveURL(/done=status.*#lead-actions$/);
      await expect(status).toHaveText(m.InboxLead.done.status);
      await expectOnScreen(status);
      await expectOnScreen(page.getByRole('button', { name: m.InboxList.folders.closed, exact: true }));

      // Assign to me: one tap, its message beside it, the next step still on screen.
      await page.getByRole('button', { name: m.InboxLead.actions.assignToMe }).click();
      await expect(status).toHaveText(m.InboxLead.done.assigned);
      await expectOnScreen(status);
      await expect(page.getByText(m.InboxLead.fields.assignee, { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(agent);
      await expectOnScreen(page.getByRole('button', { name: m.InboxList.folders.closed, exact: true }));

      // Closed.
      await page.getByRole('button', { name: m.InboxList.folders.closed, exact: true }).click();
      await expect(status).toHaveText(m.InboxLead.done.status);
      await expectOnScreen(status);
      await expect(page.getByText(m.InboxLead.fields.status, { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(m.InboxList.folders.closed);

      // Filed as spam by a slip of the thumb, and undone at once: back in Closed, as it was.
      await page.getByRole('button', { name: m.InboxLead.actions.spam }).click();
      await expect(status).toContainText(m.InboxLead.done.spam);
      const undo = status.getByRole('button', { name: m.InboxLead.actions.undo });
      await expectOnScreen(undo);
      expect(await smallTapTargets(page, 'main')).toEqual([]);
      await undo.click();
      await expect(status).toHaveText(m.InboxLead.done.undone);
      await expectOnScreen(status);
      await expect(page.getByText(m.InboxLead.fields.status, { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(m.InboxList.folders.closed);
      await expect(page.getByText(m.InboxLead.spamReasons.manual)).toHaveCount(0);

      // Filed as spam again; after 10 s the Undo is gone from the page, and the server refuses a late one.
      await page.getByRole('button', { name: m.InboxLead.actions.spam }).click();
      await expect(undo).toBeVisible();
      await expect(undo).toBeHidden({ timeout: 12_000 });
      await page.evaluate(() => document.querySelectorAll<HTMLElement>('[data-undo-ms]').forEach((form) => (form.hidden = false)));
      await undo.click();
      const refusal = page.getByRole('alert');
      await expect(refusal).toHaveText(m.InboxLead.errors.undoExpired);
      await expectOnScreen(refusal);
      await expect(page).toHaveURL(/#lead-spam$/);

      // The filer, an agent, takes their spam back: the lead says who restored it, not "Filed by hand".
      await page.getByRole('button', { name: m.InboxLead.actions.restore }).click();
      await expect(status).toHaveText(m.InboxLead.done.restored);
      await expectOnScreen(status);
      await expect(page.getByText(m.InboxLead.restoredBy.replace('{actor}', agent))).toBeVisible();
      await expect(page.getByText(m.InboxLead.spamReasons.manual)).toHaveCount(0);
      await expect(page.getByRole('region', { name: m.InboxLead.history.heading })).toContainText(m.InboxLead.history.restored.replace('{actor}', agent));

      // Every action kept the list: back to the same filtered list.
      await page.getByRole('link', { name: m.InboxLead.back }).click();
      await expect(page).toHaveURL(`${baseURL}/inbox?${list}`);
    });

    test('an admin’s lead page: the erasure folded away, every control thumb-sized, a refused form answered beside itself', async ({ page }) => {
      const tag = `a${lang}${Date.now().toString(36)}`;
      const email = await createPerson(baseURL, 'admin', `Admin ${tag}`, PASSWORD);
      const id = await postLead(baseURL, { name: `Musa ${tag}`, country: 'TZ', mobile: '0765 432 100', message: `Bulk rice ${tag}` });
      await signInAs(page, email, lang);
      await slowCpu(page);
      await page.goto(`/inbox/lead/${id}`);
      await expect(page.getByRole('link', { name: m.InboxLead.back })).toHaveAttribute('href', '/inbox');
      await expect(page.getByText('+255 765 432 100')).toBeVisible();
      await page.getByText(m.InboxLead.actions.eraseOpen).click();
      expect(await smallTapTargets(page, 'main')).toEqual([]);
      // A wrong confirmation: the page answers 400 with the error beside the form, and the browser lands on it.
      await page.getByLabel(m.InboxLead.actions.eraseConfirm).fill('erase it');
      await page.getByRole('button', { name: m.InboxLead.actions.erase, exact: true }).click();
      const refusal = page.getByRole('alert');
      await expect(refusal).toHaveText(m.InboxLead.errors.confirmErase);
      await expectOnScreen(refusal);
      await expectOnScreen(page.getByRole('button', { name: m.InboxLead.actions.erase, exact: true }));
    });

    test('a lead opened from the list downloads the page alone: the stylesheet comes from the cache, the page within the weight budget', async ({ page }) => {
      const tag = `w${lang}${Date.now().toString(36)}`;
      const email = await createPerson(baseURL, 'agent', `Agent ${tag}`, PASSWORD);
      const message = `Hello ${tag}, we run three shops in Nairobi and need 40 cartons of soap, 20 of cooking oil and rice every month.`;
      const id = await postLead(baseURL, { name: `Wanjiru ${tag}`, country: 'KE', mobile: '0712 345 678', message });
      await signInAs(page, email, lang);
      await slowCpu(page);
      await page.goto('/inbox');
      expect((await downloadsOf(page)).stylesheets, 'the list fetches the stylesheet once').toEqual([expect.any(Number)]);
      await page.goto(`/inbox/lead/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`Wanjiru ${tag}`);
      const { document, stylesheets } = await downloadsOf(page);
      expect(stylesheets, 'the stylesheet comes from the cache: nothing on the wire').toEqual([0]);
      expect(document).toBeLessThanOrEqual(LEAD_PAGE_BUDGET_BYTES);
    });
  });
}
