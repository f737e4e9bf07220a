import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import zhCn from '../../../messages/zh_cn.json';
import { buildContactSectionCopy } from './island-copy';

const translator = (locale: 'en' | 'zh-CN') =>
  createTranslator({ locale, messages: locale === 'en' ? en : (zhCn as unknown as typeof en), namespace: 'ContactForm' });

/** Every string of the copy, flattened; the options HTML apart. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('buildContactSectionCopy', () => {
  it.each(['en', 'zh-CN'] as const)('%s: every string is translated, only the form\'s own placeholders left', (locale) => {
    const { form, aside } = buildContactSectionCopy(translator(locale), locale, 730);
    const strings = stringsOf({ form, aside });
    expect(strings.length).toBeGreaterThan(30);
    for (const text of strings) expect(text.trim()).not.toBe('');
    // The form fills in `{count}` and `{example}` itself; any other brace is an ICU argument left unformatted.
    const braces = strings.flatMap((text) => text.match(/\{[^}]*\}/g) ?? []);
    expect(new Set(braces)).toEqual(new Set(['{count}', '{example}']));
    expect(form.messageCounter).toBe('{count} / 2000');
  });

  it('speaks the page\'s language: the Chinese copy is not the English one', () => {
    const english = buildContactSectionCopy(translator('en'), 'en', 730);
    const chinese = buildContactSectionCopy(translator('zh-CN'), 'zh-CN', 730);
    expect(chinese.form.errors.nameRequired).toBe(zhCn.ContactForm.errors.nameRequired);
    expect(chinese.form.errors.nameRequired).not.toBe(english.form.errors.nameRequired);
    expect(chinese.countryLabels.featured).toBe(zhCn.ContactForm.fields.country.featured);
    expect(english.countryLabels.featured).not.toBe(chinese.countryLabels.featured);
  });

  it('states the retention in years from a year on, in days below', () => {
    expect(buildContactSectionCopy(translator('en'), 'en', 730).aside.privacyText[2]).toBe('We delete them after 730 days (about 2 years).');
    expect(buildContactSectionCopy(translator('en'), 'en', 90).aside.privacyText[2]).toBe('We delete them after 90 days.');
  });
});
