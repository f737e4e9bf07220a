import type { Page } from '@playwright/test';

/** What the contact form's locators need of a language's copy: the form's name and the four field labels. */
export interface ContactFormNames {
  form: string;
  labels: { name: string; country: string; mobile: string; message: string };
}

/** The contact form and its fields, found by role and label as a visitor finds them. */
export const contactFields = (page: Page, names: ContactFormNames) => ({
  form: page.getByRole('form', { name: names.form }),
  name: page.getByLabel(names.labels.name, { exact: true }),
  country: page.getByLabel(names.labels.country, { exact: true }),
  mobile: page.getByLabel(names.labels.mobile, { exact: true }),
  message: page.getByLabel(names.labels.message, { exact: true }),
  submit: page.getByRole('form', { name: names.form }).getByRole('button'),
});

/** The form's Astro island; Astro removes its `ssr` attribute once React has hydrated it. */
export const contactIsland = (page: Page) => page.locator('astro-island', { has: page.locator('form[data-contact-form]') });
