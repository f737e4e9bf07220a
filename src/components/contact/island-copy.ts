import type { createTranslator } from 'use-intl/core';
import type { AppLocale } from '@/i18n/locales';
import { mapLeadFields } from '@/lib/lead-fields';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '@/lib/lead-rules';
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

/** Every string the contact section shows, as plain serialisable values. */
export type ContactSectionCopy = {
  form: ContactFormCopy;
  aside: ContactAsideCopy;
  /** The country select's placeholder and group labels; the options are built where the select is rendered. */
  countryLabels: CountryOptionLabels;
};

/** Translates the contact section for `locale`, on the server; the browser gets only the resulting strings. */
export function buildContactSectionCopy(t: ContactFormTranslator, locale: AppLocale, leadRetentionDays: number): ContactSectionCopy {
  const max = { name: String(NAME_MAX_LENGTH), message: String(MESSAGE_MAX_LENGTH) };
  const form: ContactFormCopy = {
    formLabel: t('formLabel'),
    allRequired: t('allRequired'),
    labels: mapLeadFields((field) => t(`fields.${field}.label`)),
    mobilePlaceholder: mobileExampleOrDefault(undefined),
    messageCounter: t('fields.message.counter', { count: '{count}', max: max.message }),
    honeypot: t('honeypot'),
    submit: t('submit'),
    sending: t('sending'),
    queued: t('queued'),
    successTitle: t('result.successTitle'),
    successToast: t('result.successToast'),
    successMessage: t('result.successMessage'),
    failureTitle: t('result.failureTitle'),
    failureMessage: t('result.failureMessage'),
    invalidMessage: t('result.invalidMessage'),
    errors: {
      nameRequired: t('errors.nameRequired'),
      nameTooLong: t('errors.nameTooLong', { max: max.name }),
      nameInvalid: t('errors.nameInvalid'),
      countryRequired: t('errors.countryRequired'),
      countryInvalid: t('errors.countryInvalid'),
      mobileRequired: t('errors.mobileRequired'),
      mobileInvalid: t('errors.mobileInvalid', { example: '{example}' }),
      messageRequired: t('errors.messageRequired'),
      messageTooLong: t('errors.messageTooLong', { max: max.message }),
      messageInvalid: t('errors.messageInvalid'),
    },
  };

  const days = leadRetentionDays;
  const retention =
    days >= 365 ? t('privacy.retention', { days, years: Math.round(days / 365) }) : t('privacy.retentionShort', { days });
  const aside: ContactAsideCopy = {
    whatsappTitle: t('whatsapp.title'),
    whatsappText: t('whatsapp.text'),
    whatsappLink: t('whatsapp.link'),
    opensInNewTab: t('whatsapp.opensInNewTab'),
    privacyTitle: t('privacy.title'),
    privacyText: [t('privacy.kept'), t('privacy.purpose'), retention],
  };

  return {
    form,
    aside,
    countryLabels: {
      placeholder: t('fields.country.placeholder'),
      featured: t('fields.country.featured'),
      others: t('fields.country.others'),
    },
  };
}
