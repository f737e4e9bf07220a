import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContactAnswer } from '@/components/contact/contact-answer';
import { countryOptionsHtml } from '@/components/contact/country-options-html';
import { getPathname } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import { CONTACT_PAGE_STYLE } from '@/security/contact-page-policy';
import { listCountryOptions } from '@/lib/countries';
import { escapeHtml } from '@/lib/escape-html';
import { mapLeadFields, type LeadField } from '@/lib/lead-fields';
import { mobileExampleOrDefault } from '@/lib/phone-data/phone-data';

interface ContactPageInput {
  locale: AppLocale;
  isSuccess: boolean;
  /** Shown under the heading: the envelope message (e.g. rate limited) when there are no field errors. */
  message?: string;
  errors?: Partial<Record<LeadField, string>>;
  /** What the visitor typed, put back into the form so nothing is lost. */
  values?: Partial<Record<LeadField, string>>;
  idempotencyKey?: string;
}

/**
 * The answer to a no-JavaScript form post: the outcome, field errors and the form prefilled, its fields rendered
 * by the contact form's own component (ContactFields). A whole page with no script.
 */
export async function renderContactPage(input: ContactPageInput): Promise<string> {
  const t = translatorOf(input.locale, 'ContactApi');
  const form = translatorOf(input.locale, 'ContactForm');
  const values = mapLeadFields((field) => input.values?.[field] ?? '');
  const heading = input.isSuccess ? t('submittedSuccess') : t('submittedFailed');

  const main = renderToStaticMarkup(
    createElement(ContactAnswer, {
      isSuccess: input.isSuccess,
      heading,
      summary: input.isSuccess ? t('page.successBody') : (input.message ?? t('page.failedBody')),
      errorsHeading: t('page.errorsHeading'),
      errors: input.errors ?? {},
      form: input.isSuccess
        ? undefined
        : {
            locale: input.locale,
            idempotencyKey: input.idempotencyKey,
            submit: t('page.send'),
            fields: {
              labels: mapLeadFields((field) => form(`fields.${field}.label`)),
              values,
              // The same groups as the home page's form: the markets served first, under a heading that says so.
              countryOptionsHtml: countryOptionsHtml(
                listCountryOptions(input.locale),
                { placeholder: form('fields.country.placeholder'), featured: form('fields.country.featured'), others: form('fields.country.others') },
                values.country,
              ),
              mobilePlaceholder: mobileExampleOrDefault(values.country),
            },
          },
      back: { href: `${getPathname({ locale: input.locale, href: '/' })}#contact`, label: t('page.back') },
    }),
  );

  return `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${heading} · ${t('page.title')}`)}</title><style>${CONTACT_PAGE_STYLE}</style></head>
<body>${main}</body></html>`;
}
