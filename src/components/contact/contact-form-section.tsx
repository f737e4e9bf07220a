import { getLocale, getTranslations } from 'next-intl/server';
import { listCountryOptions } from '@/lib/countries';
import { mapLeadFields } from '@/lib/lead-fields';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '@/lib/lead-rules';
import { mobileExampleOrDefault } from '@/lib/phone-data/phone-data';
import { siteConfig } from '@/lib/site-config';
import { ContactAside } from './contact-aside';
import type { ContactFormCopy } from './contact-form-copy';
import { ContactFormFields } from './contact-form-fields';
import { ContactFormLoader } from './contact-form-loader';
import { ContactSubmitGuard } from './contact-submit-guard';
import { countryOptionsHtml } from './country-options-html';

/**
 * The contact form with its WhatsApp link and privacy notice, one column that fits the home page's
 * contact slot. Everything is translated and rendered
 * here on the server: the form is complete HTML before any script runs, and the browser gets only
 * plain strings; the interactive form reuses the rendered country options.
 */
export async function ContactFormSection() {
  const locale = await getLocale();
  const t = await getTranslations('ContactForm');
  const optionsHtml = countryOptionsHtml(listCountryOptions(locale), {
    placeholder: t('fields.country.placeholder'),
    featured: t('fields.country.featured'),
    others: t('fields.country.others'),
  });
  const max = { name: String(NAME_MAX_LENGTH), message: String(MESSAGE_MAX_LENGTH) };

  const copy: ContactFormCopy = {
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

  const days = siteConfig.leadRetentionDays;
  const retention =
    days >= 365 ? t('privacy.retention', { days, years: Math.round(days / 365) }) : t('privacy.retentionShort', { days });

  return (
    <div className="flex flex-col gap-6">
      <ContactFormLoader copy={copy} locale={locale}>
        <ContactFormFields copy={copy} locale={locale} countryOptionsHtml={optionsHtml} />
      </ContactFormLoader>
      <ContactSubmitGuard />
      <ContactAside
        whatsappNumber={siteConfig.whatsappNumber}
        copy={{
          whatsappTitle: t('whatsapp.title'),
          whatsappText: t('whatsapp.text'),
          whatsappLink: t('whatsapp.link'),
          opensInNewTab: t('whatsapp.opensInNewTab'),
          privacyTitle: t('privacy.title'),
          privacyText: [t('privacy.kept'), t('privacy.purpose'), retention],
        }}
      />
    </div>
  );
}
