// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CONTACT_PAGE_STYLE } from '@/security/contact-page-policy';
import en from '../../../messages/en.json';
import { renderContactPage } from './render-contact-page';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('renderContactPage', () => {
  it('answers a failed post with the errors, linked to the form’s own fields, which keep what was typed', async () => {
    const html = await renderContactPage({
      locale: 'en',
      isSuccess: false,
      errors: { name: en.ContactForm.errors.nameRequired, mobile: 'Please enter a valid mobile number' },
      values: { name: '', country: 'NG', mobile: '0803', message: 'Line one\nline "two" <b>' },
      idempotencyKey: '00000000-0000-4000-8000-000000000000',
    });
    const page = parse(html);
    expect(page.documentElement.lang).toBe('en');
    expect(page.querySelector('h1')?.textContent).toBe(en.ContactApi.submittedFailed);
    expect([...page.querySelectorAll('[role="status"] a')].map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['#contact-name', en.ContactForm.errors.nameRequired],
      ['#contact-mobile', 'Please enter a valid mobile number'],
    ]);

    const form = page.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/api/contact');
    expect(form?.hasAttribute('novalidate')).toBe(true);
    const field = (name: string) => page.querySelector<HTMLInputElement>(`[name="${name}"]`);
    expect(field('locale')?.value).toBe('en');
    expect(field('idempotencyKey')?.value).toBe('00000000-0000-4000-8000-000000000000');
    expect(page.querySelector<HTMLSelectElement>('select[name="country"]')?.value).toBe('NG');
    expect(field('mobile')?.value).toBe('0803');
    expect(page.querySelector('textarea')?.value).toBe('Line one\nline "two" <b>');
    for (const [name, label] of Object.entries(en.ContactForm.fields).map(([key, value]) => [key, value.label])) {
      expect(page.querySelector(`label[for="contact-${name}"]`)?.textContent).toBe(label);
    }
    expect(field('name')?.getAttribute('aria-invalid')).toBe('true');
    expect(page.getElementById(field('name')?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(en.ContactForm.errors.nameRequired);
    expect(field('message')?.hasAttribute('aria-invalid')).toBe(false);
    expect(field('message')?.hasAttribute('aria-describedby')).toBe(false);
  });

  it('answers a success without the form, and never with a script', async () => {
    const html = await renderContactPage({ locale: 'en', isSuccess: true });
    const page = parse(html);
    expect(page.querySelector('h1')?.textContent).toBe(en.ContactApi.submittedSuccess);
    expect(page.querySelector('form')).toBeNull();
    expect(page.querySelector('main > p:last-child a')?.getAttribute('href')).toBe('/en#contact');
    expect(html).not.toMatch(/<script/i);
    // The policy allows exactly this stylesheet (contact-page-policy.ts hashes it).
    expect(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1]).toBe(CONTACT_PAGE_STYLE);
  });
});
