import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localePath, type AppLocale } from '@/i18n/routing';
import { CONTACT_PAGE_STYLE } from '@/security/contact-page-policy';
import { listCountryOptions } from '@/lib/countries';
import { escapeHtml } from '@/lib/escape-html';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, type LeadField } from '@/lib/lead-schema';

export interface ContactPageInput {
  locale: AppLocale;
  isSuccess: boolean;
  /** Shown under the heading: the envelope message (e.g. rate limited) when there are no field errors. */
  message?: string;
  errors?: Partial<Record<LeadField, string>>;
  /** What the visitor typed, put back into the form so nothing is lost. */
  values?: Partial<Record<LeadField, string>>;
  idempotencyKey?: string;
}

/** The answer to a no-JavaScript form post: the outcome, field errors and the form prefilled. */
export async function renderContactPage(input: ContactPageInput): Promise<string> {
  const t = await getTranslations({ locale: input.locale, namespace: 'ContactApi' });
  const errors = input.errors ?? {};
  const values = input.values ?? {};
  const heading = input.isSuccess ? t('submittedSuccess') : t('submittedFailed');
  const fields: LeadField[] = ['name', 'country', 'mobile', 'message'];

  const errorText = (field: LeadField) =>
    errors[field] ? `<p class="error" id="${field}-error">${escapeHtml(errors[field])}</p>` : '';
  const describedBy = (field: LeadField) =>
    errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
  const value = (field: LeadField) => escapeHtml(values[field] ?? '');
  const label = (field: LeadField) => `<label for="${field}">${escapeHtml(t(`page.fields.${field}`))}</label>`;

  // The same groups as the interactive form: the markets served first, under a heading that says so.
  const { featured, others } = listCountryOptions(input.locale);
  const groupLabels = await getTranslations({ locale: input.locale, namespace: 'ContactForm.fields.country' });
  const group = (label: string, list: typeof featured) =>
    `<optgroup label="${escapeHtml(label)}">${list
      .map(({ code, name }) => `<option value="${code}"${values.country === code ? ' selected' : ''}>${escapeHtml(name)}</option>`)
      .join('')}</optgroup>`;
  const options = group(groupLabels('featured'), featured) + group(groupLabels('others'), others);
  const form = `<form method="post" action="/api/contact" accept-charset="utf-8">
<input type="hidden" name="locale" value="${input.locale}">
${input.idempotencyKey ? `<input type="hidden" name="idempotencyKey" value="${escapeHtml(input.idempotencyKey)}">` : ''}
<div>${label('name')}<input id="name" name="name" autocomplete="name" maxlength="${NAME_MAX_LENGTH}" value="${value('name')}"${describedBy('name')}>${errorText('name')}</div>
<div>${label('country')}<select id="country" name="country" autocomplete="country"${describedBy('country')}><option value="">${escapeHtml(t('page.chooseCountry'))}</option>${options}</select>${errorText('country')}</div>
<div>${label('mobile')}<input id="mobile" name="mobile" type="tel" autocomplete="tel" value="${value('mobile')}"${describedBy('mobile')}>${errorText('mobile')}</div>
<div>${label('message')}<textarea id="message" name="message" rows="5" maxlength="${MESSAGE_MAX_LENGTH}"${describedBy('message')}>${value('message')}</textarea>${errorText('message')}</div>
<div><button type="submit">${escapeHtml(t('page.send'))}</button></div>
</form>`;

  const errorList = fields.filter((field) => errors[field]);
  const summary = input.isSuccess
    ? `<p class="ok">${escapeHtml(t('page.successBody'))}</p>`
    : `<p class="bad">${escapeHtml(input.message ?? t('page.failedBody'))}</p>` +
      (errorList.length > 0
        ? `<p>${escapeHtml(t('page.errorsHeading'))}</p><ul>${errorList
            .map((field) => `<li><a href="#${field}">${escapeHtml(errors[field] ?? '')}</a></li>`)
            .join('')}</ul>`
        : '');

  return `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${heading} · ${t('page.title')}`)}</title><style>${CONTACT_PAGE_STYLE}</style></head>
<body><main><h1 class="${input.isSuccess ? 'ok' : 'bad'}">${escapeHtml(heading)}</h1>
<div role="status">${summary}</div>
${input.isSuccess ? '' : form}
<p><a href="${localePath(input.locale)}#contact">${escapeHtml(t('page.back'))}</a></p></main></body></html>`;
}
