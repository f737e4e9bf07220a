import type { createTranslator } from 'use-intl/core';
import type { Messages } from '@/i18n/messages';
import { mapLeadFields } from '@/lib/lead-fields';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '@/lib/lead-rules';
import { fillPlaceholders } from '@/lib/fill-placeholders';
import { mobileExampleOrDefault } from '@/lib/phone-data/phone-data';
import type { ComponentProps } from 'react';
import type { ContactAside } from './contact-aside';
import type { ContactFormCopy } from './contact-form-copy';
import type { CountryOptionLabels } from './country-options-html';
import type messages from '../../../messages/en.json';

/** The `ContactForm` translator, use-intl's `createTranslator` (src/i18n/messages.ts `translatorOf`). */
export type ContactFormTranslator = ReturnType<typeof createTranslator<typeof messages, 'ContactForm'>>;

/** The aside's strings (contact-aside.tsx keeps its type to itself). */
type ContactAsideCopy = ComponentProps<typeof ContactAside>['copy'];

/**
 * The message namespaces the island reads. Each language's island imports them from its message file
 * (contact-island-en.tsx, contact-island-zh-cn.tsx), so they travel in the island's own script, fetched when the
 * visitor nears the form, and not in every page's HTML as island props: about 0.5 KB of brotli per home page, which
 * kept /zh_cn out of TCP's first round trip (docs/performance.md).
 */
export type IslandMessages = Pick<Messages, 'ContactForm' | 'HttpClient' | 'MessageDialog'>;

/**
 * Every string the form shows, from its messages as they stand. The island runs in the browser without use-intl
 * (about 8 KB gzipped), so these messages hold no ICU syntax beyond plain `{name}` arguments, filled in here; the
 * test checks each one against use-intl's own formatting in both languages.
 */
export function buildContactFormCopy(messages: Messages['ContactForm']): { form: ContactFormCopy; countryLabels: CountryOptionLabels } {
  const { fields, result, errors } = messages;
  const max = { name: NAME_MAX_LENGTH, message: MESSAGE_MAX_LENGTH };
  const form: ContactFormCopy = {
    formLabel: messages.formLabel,
    allRequired: messages.allRequired,
    labels: mapLeadFields((field) => fields[field].label),
    mobilePlaceholder: mobileExampleOrDefault(undefined),
    // `{count}` is left for the form, which counts as the visitor types.
    messageCounter: fillPlaceholders(fields.message.counter, { max: max.message }),
    honeypot: messages.honeypot,
    submit: messages.submit,
    sending: messages.sending,
    queued: messages.queued,
    successTitle: result.successTitle,
    successToast: result.successToast,
    successMessage: result.successMessage,
    failureTitle: result.failureTitle,
    failureMessage: result.failureMessage,
    invalidMessage: result.invalidMessage,
    errors: {
      ...errors,
      nameTooLong: fillPlaceholders(errors.nameTooLong, { max: max.name }),
      messageTooLong: fillPlaceholders(errors.messageTooLong, { max: max.message }),
    },
  };
  const { placeholder, featured, others } = fields.country;
  return { form, countryLabels: { placeholder, featured, others } };
}

/** The aside's strings, translated on the server with use-intl: its retention sentence formats numbers. */
export function buildContactAsideCopy(t: ContactFormTranslator, leadRetentionDays: number, privacyHref: string): ContactAsideCopy {
  const days = leadRetentionDays;
  const retention = days >= 365 ? t('privacy.retention', { days, years: Math.round(days / 365) }) : t('privacy.retentionShort', { days });
  return {
    whatsappTitle: t('whatsapp.title'),
    whatsappText: t('whatsapp.text'),
    whatsappLink: t('whatsapp.link'),
    opensInNewTab: t('whatsapp.opensInNewTab'),
    privacyTitle: t('privacy.title'),
    privacyText: [t('privacy.kept'), t('privacy.purpose'), retention],
    privacyLink: { text: t('privacy.fullNotice'), href: privacyHref },
  };
}
