// The inbox against an insider and a stranger, in a browser (desktop project): only an admin names people, a disabled
// person's open list stops hearing of leads, an export is a form post, and an unknown inbox address asks to sign in.
import type { Page } from '@playwright/test';
import en from '../../messages/en.json';
import { createPerson, E2E_SERVER_ENV, postLead, runUsers } from '../fixtures/inbox';
import { signInWithForm } from '../fixtures/inbox-sign-in';
import { expect, test } from '../fixtures/test';
import { baseURL } from '../../playwright.config';

const PASSWORD = 'insider browser password';

async function signIn(page: Page, email: string) {
  await signInWithForm(page, email, PASSWORD);
}

test('an admin renames a person, whose next action carries the new name and whose old ones keep theirs', async ({ page, browser }) => {
  const tag = `r${Date.now().toString(36)}`;
  const adminEmail = await createPerson(baseURL, 'admin', `Admin ${tag}`, PASSWORD);
  const agentEmail = await createPerson(baseURL, 'agent', `Agent ${tag}`, PASSWORD);
  await postLead(baseURL, { name: `Renamed ${tag}`, message: `rename ${tag}` });
  const agentContext = await browser.newContext({ baseURL });
  const agentPage = await agentContext.newPage();
  await signIn(agentPage, agentEmail);
  await agentPage.getByRole('link', { name: new RegExp(`Renamed ${tag}`) }).click();
  const lead = agentPage.url();
  await agentPage.getByRole('button', { name: en.InboxList.folders.contacted, exact: true }).click();

  await signIn(page, adminEmail);
  await page.getByRole('link', { name: en.InboxLayout.nav.people }).click();
  const summary = en.InboxPeople.edit.summary.replace('{name}', `Agent ${tag}`);
  await page.getByText(summary).click();
  const editForm = page.getByRole('form', { name: summary });
  await editForm.getByLabel(en.InboxPeople.add.name).fill(`Agent ${tag} Renamed`);
  await editForm.getByRole('button', { name: en.InboxPeople.edit.submit }).click();
  await expect(page.getByRole('status')).toHaveText(en.InboxPeople.done.edited.replace('{name}', `Agent ${tag} Renamed`));

  await agentPage.goto(lead);
  // The header's account menu names the person as they are now called.
  await expect(agentPage.locator('header summary')).toContainText(`Agent ${tag} Renamed`);
  await agentPage.getByRole('button', { name: en.InboxList.folders.closed, exact: true }).click();
  const history = agentPage.getByRole('region', { name: en.InboxLead.history.heading });
  await expect(history).toContainText(`Agent ${tag} moved it`);
  await expect(history).toContainText(`Agent ${tag} Renamed moved it`);
  await agentContext.close();
});

test('a disabled person’s open list hears of no lead after, and an unknown inbox address asks a stranger to sign in', async ({ page, browser }) => {
  const tag = `d${Date.now().toString(36)}`;
  const email = await createPerson(baseURL, 'agent', `Leaving ${tag}`, PASSWORD);
  // Keeps the page's EventSources within reach, to read their state.
  await page.addInitScript(() => {
    const sources: EventSource[] = [];
    (window as unknown as { openedSources: EventSource[] }).openedSources = sources;
    window.EventSource = class extends window.EventSource {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        sources.push(this);
      }
    };
  });
  await signIn(page, email);
  const rows = page.locator('[data-lead-page] li');
  const sourcesIn = (state: number) =>
    page.evaluate(
      (wanted) => (window as unknown as { openedSources: EventSource[] }).openedSources.filter((source) => source.readyState === wanted).length,
      state,
    );
  await expect.poll(() => sourcesIn(1)).toBe(1); // EventSource.OPEN
  await postLead(baseURL, { name: `Before ${tag}`, message: `still listening ${tag}` });
  await expect(rows.filter({ hasText: `Before ${tag}` })).toHaveCount(1);
  expect(runUsers(['disable', '--email', email], E2E_SERVER_ENV).status).toBe(0);
  // The server closes the stream within 5 s, and refuses the browser's next one: the page is no longer listening.
  await expect.poll(async () => (await sourcesIn(0)) + (await sourcesIn(1)), { timeout: 5_000 }).toBe(0); // none CONNECTING or OPEN
  await postLead(baseURL, { name: `After ${tag}`, message: `no longer listening ${tag}` });
  await page.waitForTimeout(3_000);
  await expect(rows.filter({ hasText: `After ${tag}` })).toHaveCount(0);

  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  const answer = await strangerPage.goto('/inbox/anything-at-all');
  await expect(strangerPage).toHaveURL(/\/inbox\/sign-in$/);
  expect(answer?.status()).toBe(200);
  await expect(strangerPage.getByLabel(en.InboxSignIn.email)).toBeVisible();
  await stranger.close();
});
