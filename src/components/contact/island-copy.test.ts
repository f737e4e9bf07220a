import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import zhCn from '../../../messages/zh_cn.json';
import { fillPlaceholders } from '@/lib/fill-placeholders';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '@/lib/lead-rules';
import { buildContactAsideCopy, buildContactFormCopy } from './island-copy';

const MESSAGES = { en, 'zh-CN': zhCn as unknown as typeof en };
const translator = (locale: 'en' | 'zh-CN') => createTranslator({ locale, messages: MESSAGES[locale], namespace: 'ContactForm' });

/** Every string of the copy, flattened. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('buildContactFormCopy', () => {
  it.each(['en', 'zh-CN'] as const)('%s: each string is what use-intl makes of its message', (locale) => {
    const t = translator(locale);
    const { form, countryLabels } = buildContactFormCopy(MESSAGES[locale].ContactForm);
    // The island formats without use-intl: a message that grew ICU syntax (a plural, a number format) would differ.
    expect(form.errors.nameTooLong).toBe(t('errors.nameTooLong', { max: NAME_MAX_LENGTH }));
    expect(form.errors.messageTooLong).toBe(t('errors.messageTooLong', { max: MESSAGE_MAX_LENGTH }));
    expect(fillPlaceholders(form.errors.mobileInvalid, { example: '+234 802 123 4567' })).toBe(t('errors.mobileInvalid', { example: '+234 802 123 4567' }));
    expect(fillPlaceholders(form.messageCounter, { count: 12 })).toBe(t('fields.message.counter', { count: 12, max: MESSAGE_MAX_LENGTH }));
    for (const code of ['nameRequired', 'nameInvalid', 'countryRequired', 'countryInvalid', 'mobileRequired', 'messageRequired', 'messageInvalid'] as const) {
      expect(form.errors[code]).toBe(t(`errors.${code}`));
    }
    expect(form.labels).toEqual({
      name: t('fields.name.label'),
      country: t('fields.country.label'),
      mobile: t('fields.mobile.label'),
      message: t('fields.message.label'),
    });
    expect([form.formLabel, form.allRequired, form.honeypot, form.submit, form.sending, form.queued]).toEqual([
      t('formLabel'),
      t('allRequired'),
      t('honeypot'),
      t('submit'),
      t('sending'),
      t('queued'),
    ]);
    expect([form.successTitle, form.successToast, form.successMessage, form.failureTitle, form.failureMessage, form.invalidMessage]).toEqual(
      (['successTitle', 'successToast', 'successMessage', 'failureTitle', 'failureMessage', 'invalidMessage'] as const).map((key) => t(`result.${key}`)),
    );
    expect(countryLabels).toEqual({
      placeholder: t('fields.country.placeholder'),
      featured: t('fields.country.featured'),
      others: t('fields.country.others'),
    });
    // The form fills in `{count}` and `{example}` itself; any other brace is an argument left unformatted.
    const braces = stringsOf(form).flatMap((text) => text.match(/\{[^}]*\}/g) ?? []);
    expect(new Set(braces)).toEqual(new Set(['{count}', '{example}']));
  });

  it('speaks the language of the messages it is given', () => {
    const english = buildContactFormCopy(en.ContactForm);
    const chinese = buildContactFormCopy(MESSAGES['zh-CN'].ContactForm);
    expect(chinese.form.errors.nameRequired).toBe(zhCn.ContactForm.errors.nameRequired);
    expect(chinese.form.errors.nameRequired).not.toBe(english.form.errors.nameRequired);
    expect(english.countryLabels.featured).not.toBe(chinese.countryLabels.featured);
  });
});

describe('buildContactAsideCopy', () => {
  it('states the retention in years from a year on, in days below', () => {
    expect(buildContactAsideCopy(translator('en'), 730, '/en/privacy').privacyText[2]).toBe('We delete them after 730 days (about 2 years).');
    expect(buildContactAsideCopy(translator('en'), 90, '/en/privacy').privacyText[2]).toBe('We delete them after 90 days.');
  });

  it.each(['en', 'zh-CN'] as const)('%s: every string is translated', (locale) => {
    const strings = stringsOf(buildContactAsideCopy(translator(locale), 730, '/zh_cn/privacy'));
    expect(strings).toHaveLength(10);
    for (const text of strings) expect(text.trim()).not.toBe('');
  });
});
